/**
 * @generated SignedSource<<0eac567fce281cac24d99efa42c1f0aa>>
 * @relayHash 3281275f50469686ddfab1a0cef39020
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3281275f50469686ddfab1a0cef39020

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { contentPricingPackageNodeQuery } from './contentPricingPackageNodeQuery.graphql';

const node: PreloadableConcreteRequest<contentPricingPackageNodeQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "3281275f50469686ddfab1a0cef39020",
    "metadata": {},
    "name": "contentPricingPackageNodeQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
