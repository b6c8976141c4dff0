/**
 * @generated SignedSource<<3990c3b80315f4d3d4ee05b3c376cb99>>
 * @relayHash 5f9495429dd05a232ab9dac12452da8a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5f9495429dd05a232ab9dac12452da8a

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { OrderDetailQuery } from './OrderDetailQuery.graphql';

const node: PreloadableConcreteRequest<OrderDetailQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "5f9495429dd05a232ab9dac12452da8a",
    "metadata": {},
    "name": "OrderDetailQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
