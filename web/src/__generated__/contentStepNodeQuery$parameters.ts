/**
 * @generated SignedSource<<b7f1c0664dc95d8e40c381ee2b952e30>>
 * @relayHash 51abf2a2ebbe34b95ae05f20b3fdd9c5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 51abf2a2ebbe34b95ae05f20b3fdd9c5

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { contentStepNodeQuery } from './contentStepNodeQuery.graphql';

const node: PreloadableConcreteRequest<contentStepNodeQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "51abf2a2ebbe34b95ae05f20b3fdd9c5",
    "metadata": {},
    "name": "contentStepNodeQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
