/**
 * @generated SignedSource<<87bf006d5968c6b44c738fc0deaca125>>
 * @relayHash 116f8a931ee562d3681a2efe8b81944c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 116f8a931ee562d3681a2efe8b81944c

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { SeoAdminQuery } from './SeoAdminQuery.graphql';

const node: PreloadableConcreteRequest<SeoAdminQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "116f8a931ee562d3681a2efe8b81944c",
    "metadata": {},
    "name": "SeoAdminQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
