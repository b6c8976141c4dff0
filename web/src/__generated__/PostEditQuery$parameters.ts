/**
 * @generated SignedSource<<c401f22ee040fb0f506009ec7c8a1a61>>
 * @relayHash d31fdae5a2f510f3fe96b01e9df31e58
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d31fdae5a2f510f3fe96b01e9df31e58

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { PostEditQuery } from './PostEditQuery.graphql';

const node: PreloadableConcreteRequest<PostEditQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "d31fdae5a2f510f3fe96b01e9df31e58",
    "metadata": {},
    "name": "PostEditQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
