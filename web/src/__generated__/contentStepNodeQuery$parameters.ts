/**
 * @generated SignedSource<<e8b07ce0276938292b6355ba7e4b0993>>
 * @relayHash 20409a02d8ca9cec1c1980c73465ced1
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 20409a02d8ca9cec1c1980c73465ced1

import { PreloadableConcreteRequest } from 'relay-runtime';
import { contentStepNodeQuery } from './contentStepNodeQuery.graphql';

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
