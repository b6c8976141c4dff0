/**
 * @generated SignedSource<<24a9f6126887705badddd60db6ad9c44>>
 * @relayHash 5879958961058019acefd0dcdeacae40
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5879958961058019acefd0dcdeacae40

import { PreloadableConcreteRequest } from 'relay-runtime';
import { contentVideoAdminQuery } from './contentVideoAdminQuery.graphql';

const node: PreloadableConcreteRequest<contentVideoAdminQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "5879958961058019acefd0dcdeacae40",
    "metadata": {},
    "name": "contentVideoAdminQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
