/**
 * @generated SignedSource<<7c0bda62ed3244ba4a254b8d768344bd>>
 * @relayHash 233ea75a01550c0bf372727472791273
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 233ea75a01550c0bf372727472791273

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { contentPricingPackageNodeQuery } from './contentPricingPackageNodeQuery.graphql';

const node: PreloadableConcreteRequest<contentPricingPackageNodeQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "233ea75a01550c0bf372727472791273",
    "metadata": {},
    "name": "contentPricingPackageNodeQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
