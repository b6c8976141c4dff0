/**
 * @generated SignedSource<<f0244aa6be188e4ea45abb46cecea92a>>
 * @relayHash 00c53839187c4f667dbdb93dcab673be
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 00c53839187c4f667dbdb93dcab673be

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { OrdersTableQuery } from './OrdersTableQuery.graphql';

const node: PreloadableConcreteRequest<OrdersTableQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "00c53839187c4f667dbdb93dcab673be",
    "metadata": {},
    "name": "OrdersTableQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
