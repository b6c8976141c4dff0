/**
 * @generated SignedSource<<d6de0ade5762cc3f939cd381afaee5a9>>
 * @relayHash 7748eb73e458b6ce3b53dceb76d59367
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7748eb73e458b6ce3b53dceb76d59367

import { PreloadableConcreteRequest } from 'relay-runtime';
import { contentServiceItemNodeQuery } from './contentServiceItemNodeQuery.graphql';

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
