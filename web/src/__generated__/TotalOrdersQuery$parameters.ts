/**
 * @generated SignedSource<<951747e31bb726115b22770c371089b8>>
 * @relayHash 4cf42131fa3c700cb0ab037e7cb3b5d1
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4cf42131fa3c700cb0ab037e7cb3b5d1

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { TotalOrdersQuery } from './TotalOrdersQuery.graphql';

const node: PreloadableConcreteRequest<TotalOrdersQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "4cf42131fa3c700cb0ab037e7cb3b5d1",
    "metadata": {},
    "name": "TotalOrdersQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
