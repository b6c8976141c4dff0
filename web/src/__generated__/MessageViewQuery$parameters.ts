/**
 * @generated SignedSource<<b1f890a9d38018c3f4dd3880b899aaa9>>
 * @relayHash e4f9337a8ab7452205a21750e872bf1b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e4f9337a8ab7452205a21750e872bf1b

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { MessageViewQuery } from './MessageViewQuery.graphql';

const node: PreloadableConcreteRequest<MessageViewQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "e4f9337a8ab7452205a21750e872bf1b",
    "metadata": {},
    "name": "MessageViewQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
