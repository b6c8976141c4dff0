/**
 * @generated SignedSource<<e2b762325324351af9f95e713bb73851>>
 * @relayHash 5879958961058019acefd0dcdeacae40
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5879958961058019acefd0dcdeacae40

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { contentVideoAdminQuery } from './contentVideoAdminQuery.graphql';

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
