/**
 * @generated SignedSource<<2fc7e9467ffc1dadbb04cc4d45911d7c>>
 * @relayHash d53b46a81ff285ffce13b6531fd0e12d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d53b46a81ff285ffce13b6531fd0e12d

import { PreloadableConcreteRequest } from 'relay-runtime';
import { contentCounterNodeQuery } from './contentCounterNodeQuery.graphql';

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
