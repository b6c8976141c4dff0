/**
 * @generated SignedSource<<34cf323e2125497815f1326f2ae03161>>
 * @relayHash be2a23819a7425de3498852eb0aeab22
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID be2a23819a7425de3498852eb0aeab22

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { MessageViewQuery } from './MessageViewQuery.graphql';

const node: PreloadableConcreteRequest<MessageViewQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "be2a23819a7425de3498852eb0aeab22",
    "metadata": {},
    "name": "MessageViewQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
