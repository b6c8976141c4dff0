/**
 * @generated SignedSource<<b29ca700e9647e292907237c5e46adc1>>
 * @relayHash 5abbe718832ff865069e3e544b02d4ec
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5abbe718832ff865069e3e544b02d4ec

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { contentFooterAboutNodeQuery } from './contentFooterAboutNodeQuery.graphql';

const node: PreloadableConcreteRequest<contentFooterAboutNodeQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "5abbe718832ff865069e3e544b02d4ec",
    "metadata": {},
    "name": "contentFooterAboutNodeQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
