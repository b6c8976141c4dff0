/**
 * @generated SignedSource<<e0f375b65ad440e8621f106e1a74fb8b>>
 * @relayHash 7748eb73e458b6ce3b53dceb76d59367
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7748eb73e458b6ce3b53dceb76d59367

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { contentServiceItemNodeQuery } from './contentServiceItemNodeQuery.graphql';

const node: PreloadableConcreteRequest<contentServiceItemNodeQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "7748eb73e458b6ce3b53dceb76d59367",
    "metadata": {},
    "name": "contentServiceItemNodeQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
