/**
 * @generated SignedSource<<eba26b3da41a58de223ce3840e4e46a9>>
 * @relayHash 8f9abb7dfde5ca1ac314407fe8e1167b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8f9abb7dfde5ca1ac314407fe8e1167b

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { MessagesQuery } from './MessagesQuery.graphql';

const node: PreloadableConcreteRequest<MessagesQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "8f9abb7dfde5ca1ac314407fe8e1167b",
    "metadata": {},
    "name": "MessagesQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
