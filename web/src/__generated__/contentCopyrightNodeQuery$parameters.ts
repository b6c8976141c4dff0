/**
 * @generated SignedSource<<138506bf08c94d864ab1d86aa27f2e08>>
 * @relayHash fd1290771cbcd86a051a9fd9623dae6e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID fd1290771cbcd86a051a9fd9623dae6e

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { contentCopyrightNodeQuery } from './contentCopyrightNodeQuery.graphql';

const node: PreloadableConcreteRequest<contentCopyrightNodeQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "fd1290771cbcd86a051a9fd9623dae6e",
    "metadata": {},
    "name": "contentCopyrightNodeQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
