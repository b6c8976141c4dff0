/**
 * @generated SignedSource<<611b4a026332461f6d23df7404f2e410>>
 * @relayHash 8f758ca4deb1f2b0201fedc75b767a7b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8f758ca4deb1f2b0201fedc75b767a7b

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { contentRedirectNodeQuery } from './contentRedirectNodeQuery.graphql';

const node: PreloadableConcreteRequest<contentRedirectNodeQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "8f758ca4deb1f2b0201fedc75b767a7b",
    "metadata": {},
    "name": "contentRedirectNodeQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
