/**
 * @generated SignedSource<<3cd0c29fe651cc273dc9cea9da983577>>
 * @relayHash cdf6618276a8cdb07aa7649c31e2caea
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID cdf6618276a8cdb07aa7649c31e2caea

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { OrdersTableQuery } from './OrdersTableQuery.graphql';

const node: PreloadableConcreteRequest<OrdersTableQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "cdf6618276a8cdb07aa7649c31e2caea",
    "metadata": {},
    "name": "OrdersTableQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
