/**
 * @generated SignedSource<<6c12debe26d515402e47a4405353e94a>>
 * @relayHash ccfb58c5c03a8eeb6717cb3b46896677
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ccfb58c5c03a8eeb6717cb3b46896677

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { MessagesQuery } from './MessagesQuery.graphql';

const node: PreloadableConcreteRequest<MessagesQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "ccfb58c5c03a8eeb6717cb3b46896677",
    "metadata": {},
    "name": "MessagesQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
