/**
 * @generated SignedSource<<98e178af192276e8986c27b77eef9e7d>>
 * @relayHash eb0239347a8e5c6832a10ed15776358f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID eb0239347a8e5c6832a10ed15776358f

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { BlogQuery } from './BlogQuery.graphql';

const node: PreloadableConcreteRequest<BlogQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "eb0239347a8e5c6832a10ed15776358f",
    "metadata": {},
    "name": "BlogQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
