/**
 * @generated SignedSource<<7d3e1534dc24f94e0a5d179c83ca500c>>
 * @relayHash d53b46a81ff285ffce13b6531fd0e12d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d53b46a81ff285ffce13b6531fd0e12d

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { contentCounterNodeQuery } from './contentCounterNodeQuery.graphql';

const node: PreloadableConcreteRequest<contentCounterNodeQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "d53b46a81ff285ffce13b6531fd0e12d",
    "metadata": {},
    "name": "contentCounterNodeQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
