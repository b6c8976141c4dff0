/**
 * @generated SignedSource<<3678ba7d7fa0e11bd80770b79af219b8>>
 * @relayHash f9136bbd4eccd8a5d26206b6a2b0e943
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f9136bbd4eccd8a5d26206b6a2b0e943

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { PostQuery } from './PostQuery.graphql';

const node: PreloadableConcreteRequest<PostQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "f9136bbd4eccd8a5d26206b6a2b0e943",
    "metadata": {},
    "name": "PostQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
