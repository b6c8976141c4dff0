/**
 * @generated SignedSource<<a0aa9c9c6d37bc116d529ba6dcb15948>>
 * @relayHash e991e69b56298ee667e1188b4fefc3f2
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e991e69b56298ee667e1188b4fefc3f2

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { HistoryQuery } from './HistoryQuery.graphql';

const node: PreloadableConcreteRequest<HistoryQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "e991e69b56298ee667e1188b4fefc3f2",
    "metadata": {},
    "name": "HistoryQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
