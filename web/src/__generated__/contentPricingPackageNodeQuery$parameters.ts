/**
 * @generated SignedSource<<425a57051ba8dc7fdfd3cdb9aec6cf0a>>
 * @relayHash 33de00564b26b86e92dcb295752a63c1
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 33de00564b26b86e92dcb295752a63c1

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { contentPricingPackageNodeQuery } from './contentPricingPackageNodeQuery.graphql';

const node: PreloadableConcreteRequest<contentPricingPackageNodeQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "33de00564b26b86e92dcb295752a63c1",
    "metadata": {},
    "name": "contentPricingPackageNodeQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
