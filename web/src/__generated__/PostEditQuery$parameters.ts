/**
 * @generated SignedSource<<d9cd81a4efa8b1b8bfcfef16216ba769>>
 * @relayHash 714da79cd1717511585662f21c70c843
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 714da79cd1717511585662f21c70c843

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { PostEditQuery } from './PostEditQuery.graphql';

const node: PreloadableConcreteRequest<PostEditQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "714da79cd1717511585662f21c70c843",
    "metadata": {},
    "name": "PostEditQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
