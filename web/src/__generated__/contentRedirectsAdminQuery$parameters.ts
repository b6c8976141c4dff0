/**
 * @generated SignedSource<<e08c0acb26e129712226eb33698e75cc>>
 * @relayHash 4ac7d359516ef66cb12c449b1100b3c0
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4ac7d359516ef66cb12c449b1100b3c0

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { contentRedirectsAdminQuery } from './contentRedirectsAdminQuery.graphql';

const node: PreloadableConcreteRequest<contentRedirectsAdminQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "4ac7d359516ef66cb12c449b1100b3c0",
    "metadata": {},
    "name": "contentRedirectsAdminQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
