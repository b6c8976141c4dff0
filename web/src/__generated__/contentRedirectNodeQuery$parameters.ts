/**
 * @generated SignedSource<<ec11bcf5165680d116902a98f91ecd18>>
 * @relayHash b9c47ada25e4fc716259c5dc439b736a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b9c47ada25e4fc716259c5dc439b736a

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { contentRedirectNodeQuery } from './contentRedirectNodeQuery.graphql';

const node: PreloadableConcreteRequest<contentRedirectNodeQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "b9c47ada25e4fc716259c5dc439b736a",
    "metadata": {},
    "name": "contentRedirectNodeQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
