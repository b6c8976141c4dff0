/**
 * @generated SignedSource<<4e8f2410a9ad44b6fc2f577d6c3e27c7>>
 * @relayHash 9be6ec3b6763284025268bec7052faab
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9be6ec3b6763284025268bec7052faab

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { PostsAdminQuery } from './PostsAdminQuery.graphql';

const node: PreloadableConcreteRequest<PostsAdminQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "9be6ec3b6763284025268bec7052faab",
    "metadata": {},
    "name": "PostsAdminQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
