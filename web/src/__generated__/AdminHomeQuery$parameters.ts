/**
 * @generated SignedSource<<02d1e7cb6c74281417f949e2fff7b036>>
 * @relayHash 3b4f4f9e48a7cca8e45783be8f4aa1be
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3b4f4f9e48a7cca8e45783be8f4aa1be

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { AdminHomeQuery } from './AdminHomeQuery.graphql';

const node: PreloadableConcreteRequest<AdminHomeQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "3b4f4f9e48a7cca8e45783be8f4aa1be",
    "metadata": {},
    "name": "AdminHomeQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
