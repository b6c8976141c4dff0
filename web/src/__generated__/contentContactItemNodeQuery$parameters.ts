/**
 * @generated SignedSource<<cda566066b244616ab16d4d5c478e345>>
 * @relayHash 2e21450865d668ddc4e3ddcbf79cd442
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2e21450865d668ddc4e3ddcbf79cd442

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { contentContactItemNodeQuery } from './contentContactItemNodeQuery.graphql';

const node: PreloadableConcreteRequest<contentContactItemNodeQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "2e21450865d668ddc4e3ddcbf79cd442",
    "metadata": {},
    "name": "contentContactItemNodeQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
