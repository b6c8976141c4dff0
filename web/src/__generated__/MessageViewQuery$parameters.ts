/**
 * @generated SignedSource<<9589e6df00690e7b5a6b449229ba8784>>
 * @relayHash 333dbe86528c91be449e28142e72b803
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 333dbe86528c91be449e28142e72b803

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { MessageViewQuery } from './MessageViewQuery.graphql';

const node: PreloadableConcreteRequest<MessageViewQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "333dbe86528c91be449e28142e72b803",
    "metadata": {},
    "name": "MessageViewQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
