/**
 * @generated SignedSource<<b8d471cc6150c7ace85cd32dcc88f39e>>
 * @relayHash 38d184868b9336d3c709aff95807094b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 38d184868b9336d3c709aff95807094b

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { PayNowQuery } from './PayNowQuery.graphql';

const node: PreloadableConcreteRequest<PayNowQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "38d184868b9336d3c709aff95807094b",
    "metadata": {},
    "name": "PayNowQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
