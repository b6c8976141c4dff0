/**
 * @generated SignedSource<<b82c5b158926d1ae0ad642d8b8432041>>
 * @relayHash 3e6c39008fc1f5430d8d5defa1cfa3f6
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3e6c39008fc1f5430d8d5defa1cfa3f6

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { SubscriptionsQuery } from './SubscriptionsQuery.graphql';

const node: PreloadableConcreteRequest<SubscriptionsQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "3e6c39008fc1f5430d8d5defa1cfa3f6",
    "metadata": {},
    "name": "SubscriptionsQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
