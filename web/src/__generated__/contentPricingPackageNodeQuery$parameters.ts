/**
 * @generated SignedSource<<4a0bb414193aec98e8cca9693059f916>>
 * @relayHash 33de00564b26b86e92dcb295752a63c1
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 33de00564b26b86e92dcb295752a63c1

import { PreloadableConcreteRequest } from 'relay-runtime';
import { contentPricingPackageNodeQuery } from './contentPricingPackageNodeQuery.graphql';

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
