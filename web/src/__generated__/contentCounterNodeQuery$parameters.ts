/**
 * @generated SignedSource<<b3809df2db85864bb2e5a8ca22a56b8c>>
 * @relayHash 64d6b7e258363e51cbd92ca9cc6a776b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 64d6b7e258363e51cbd92ca9cc6a776b

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { contentCounterNodeQuery } from './contentCounterNodeQuery.graphql';

const node: PreloadableConcreteRequest<contentCounterNodeQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "64d6b7e258363e51cbd92ca9cc6a776b",
    "metadata": {},
    "name": "contentCounterNodeQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
