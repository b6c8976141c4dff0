/**
 * @generated SignedSource<<727f0c6fe67dbfd392c6da6b4d195731>>
 * @relayHash 2e21450865d668ddc4e3ddcbf79cd442
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2e21450865d668ddc4e3ddcbf79cd442

import { PreloadableConcreteRequest } from 'relay-runtime';
import { contentContactItemNodeQuery } from './contentContactItemNodeQuery.graphql';

const node: PreloadableConcreteRequest<contentContactItemNodeQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "2e21450865d668ddc4e3ddcbf79cd442",
    "metadata": {},
    "name": "contentContactItemNodeQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
