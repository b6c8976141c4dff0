/**
 * @generated SignedSource<<ce8c8b576a4bfa9ff98a3c028c1118f9>>
 * @relayHash cd1dbec5b5da9ba1f477ee8db254b70c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID cd1dbec5b5da9ba1f477ee8db254b70c

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { BackupsQuery } from './BackupsQuery.graphql';

const node: PreloadableConcreteRequest<BackupsQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "cd1dbec5b5da9ba1f477ee8db254b70c",
    "metadata": {},
    "name": "BackupsQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
