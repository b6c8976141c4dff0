/**
 * @generated SignedSource<<4bceeba9e3eb89726c61b874b0a41d9e>>
 * @relayHash 4adff28d2ac3f78e913b4d90827e9743
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4adff28d2ac3f78e913b4d90827e9743

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { PayNowQuery } from './PayNowQuery.graphql';

const node: PreloadableConcreteRequest<PayNowQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "4adff28d2ac3f78e913b4d90827e9743",
    "metadata": {},
    "name": "PayNowQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
