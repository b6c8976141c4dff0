/**
 * @generated SignedSource<<7cb575154b4a75f7cb7afef0d7694253>>
 * @relayHash 1ca6cb9d940529fb6a8ff25a07a8a199
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1ca6cb9d940529fb6a8ff25a07a8a199

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { HomeQuery } from './HomeQuery.graphql';

const node: PreloadableConcreteRequest<HomeQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "1ca6cb9d940529fb6a8ff25a07a8a199",
    "metadata": {},
    "name": "HomeQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
