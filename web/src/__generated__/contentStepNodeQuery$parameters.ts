/**
 * @generated SignedSource<<e44f33fb413eb977ed63c44638d7c905>>
 * @relayHash 20409a02d8ca9cec1c1980c73465ced1
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 20409a02d8ca9cec1c1980c73465ced1

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { contentStepNodeQuery } from './contentStepNodeQuery.graphql';

const node: PreloadableConcreteRequest<contentStepNodeQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "20409a02d8ca9cec1c1980c73465ced1",
    "metadata": {},
    "name": "contentStepNodeQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
