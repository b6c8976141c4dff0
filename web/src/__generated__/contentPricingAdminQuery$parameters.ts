/**
 * @generated SignedSource<<45cb571f97cd373fab9e52901a72a1ce>>
 * @relayHash 55e951e663605ab8997a04772c2ddbfe
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 55e951e663605ab8997a04772c2ddbfe

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { contentPricingAdminQuery } from './contentPricingAdminQuery.graphql';

const node: PreloadableConcreteRequest<contentPricingAdminQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "55e951e663605ab8997a04772c2ddbfe",
    "metadata": {},
    "name": "contentPricingAdminQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
