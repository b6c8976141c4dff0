/**
 * @generated SignedSource<<b3bc9597946edda1f1c332c89f61a597>>
 * @relayHash a6190c84b20887adcb3c5ac0ee283414
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a6190c84b20887adcb3c5ac0ee283414

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { PricingQuery } from './PricingQuery.graphql';

const node: PreloadableConcreteRequest<PricingQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "a6190c84b20887adcb3c5ac0ee283414",
    "metadata": {},
    "name": "PricingQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
