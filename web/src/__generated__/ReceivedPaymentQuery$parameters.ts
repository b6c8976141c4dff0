/**
 * @generated SignedSource<<f1debad2755bb16de595d537800d9317>>
 * @relayHash 7195e17747a09209b05cd34a04cbaeb1
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7195e17747a09209b05cd34a04cbaeb1

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { ReceivedPaymentQuery } from './ReceivedPaymentQuery.graphql';

const node: PreloadableConcreteRequest<ReceivedPaymentQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "7195e17747a09209b05cd34a04cbaeb1",
    "metadata": {},
    "name": "ReceivedPaymentQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
