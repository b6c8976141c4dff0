/**
 * @generated SignedSource<<c389fcd00799a40c1aa4b78d1ca450f1>>
 * @relayHash df98d1cd4645963334c4c04b147154f9
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID df98d1cd4645963334c4c04b147154f9

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { HistoryQuery } from './HistoryQuery.graphql';

const node: PreloadableConcreteRequest<HistoryQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "df98d1cd4645963334c4c04b147154f9",
    "metadata": {},
    "name": "HistoryQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
