/**
 * @generated SignedSource<<4638e2782857eaa6ae3ea7cfaf2c7a7b>>
 * @relayHash 74682691015e22bbe009a5065aebf94a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 74682691015e22bbe009a5065aebf94a

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { contentVideoAdminQuery } from './contentVideoAdminQuery.graphql';

const node: PreloadableConcreteRequest<contentVideoAdminQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "74682691015e22bbe009a5065aebf94a",
    "metadata": {},
    "name": "contentVideoAdminQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
