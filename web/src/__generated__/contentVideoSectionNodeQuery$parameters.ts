/**
 * @generated SignedSource<<fff8bdbd7fa02bac768b95bad8376581>>
 * @relayHash 6f33f554260c6dd09039f373849524f4
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6f33f554260c6dd09039f373849524f4

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { contentVideoSectionNodeQuery } from './contentVideoSectionNodeQuery.graphql';

const node: PreloadableConcreteRequest<contentVideoSectionNodeQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "6f33f554260c6dd09039f373849524f4",
    "metadata": {},
    "name": "contentVideoSectionNodeQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
