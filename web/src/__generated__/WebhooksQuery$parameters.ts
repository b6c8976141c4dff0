/**
 * @generated SignedSource<<a82185ba8af4a45eac74d26eefb8ae83>>
 * @relayHash 8dbd39734d4dff85d6563b2eb1ace69b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8dbd39734d4dff85d6563b2eb1ace69b

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { WebhooksQuery } from './WebhooksQuery.graphql';

const node: PreloadableConcreteRequest<WebhooksQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "8dbd39734d4dff85d6563b2eb1ace69b",
    "metadata": {},
    "name": "WebhooksQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
