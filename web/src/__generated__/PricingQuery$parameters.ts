/**
 * @generated SignedSource<<7ee741ca67a38a77db36360a2c5365b7>>
 * @relayHash 94a5c7117b3215891d43c1629c9a8ca0
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 94a5c7117b3215891d43c1629c9a8ca0

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { PricingQuery } from './PricingQuery.graphql';

const node: PreloadableConcreteRequest<PricingQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "94a5c7117b3215891d43c1629c9a8ca0",
    "metadata": {},
    "name": "PricingQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
