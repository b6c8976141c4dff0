/**
 * @generated SignedSource<<092882d7241d225490dff4e4940dc07e>>
 * @relayHash a9f1438141dcb6ddd79875500ef3795b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a9f1438141dcb6ddd79875500ef3795b

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { contentPricingAdminQuery } from './contentPricingAdminQuery.graphql';

const node: PreloadableConcreteRequest<contentPricingAdminQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "a9f1438141dcb6ddd79875500ef3795b",
    "metadata": {},
    "name": "contentPricingAdminQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
