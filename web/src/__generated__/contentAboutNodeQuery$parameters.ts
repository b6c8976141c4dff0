/**
 * @generated SignedSource<<246453f0035fea8cd9ec8fc1a169e4d9>>
 * @relayHash 47f348c2b91cd74e1a6b1241c7652ad6
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 47f348c2b91cd74e1a6b1241c7652ad6

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { contentAboutNodeQuery } from './contentAboutNodeQuery.graphql';

const node: PreloadableConcreteRequest<contentAboutNodeQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "47f348c2b91cd74e1a6b1241c7652ad6",
    "metadata": {},
    "name": "contentAboutNodeQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
