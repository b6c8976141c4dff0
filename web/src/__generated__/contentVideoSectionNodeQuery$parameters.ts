/**
 * @generated SignedSource<<89085b2509b76c462e1eb6e2b62366fe>>
 * @relayHash 6f33f554260c6dd09039f373849524f4
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6f33f554260c6dd09039f373849524f4

import { PreloadableConcreteRequest } from 'relay-runtime';
import { contentVideoSectionNodeQuery } from './contentVideoSectionNodeQuery.graphql';

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
