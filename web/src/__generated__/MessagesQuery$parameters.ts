/**
 * @generated SignedSource<<39f31aae0b1c665542507437b8c399e4>>
 * @relayHash 2121511ffebdcfe1b8a4d9caf30b3520
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2121511ffebdcfe1b8a4d9caf30b3520

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { MessagesQuery } from './MessagesQuery.graphql';

const node: PreloadableConcreteRequest<MessagesQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "2121511ffebdcfe1b8a4d9caf30b3520",
    "metadata": {},
    "name": "MessagesQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
