/**
 * @generated SignedSource<<9e9708c6d49a1bf233dc0f1241b99df3>>
 * @relayHash c832d1aef42e1cd533e5209c7f538f02
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c832d1aef42e1cd533e5209c7f538f02

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { contentAboutAdminQuery } from './contentAboutAdminQuery.graphql';

const node: PreloadableConcreteRequest<contentAboutAdminQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "c832d1aef42e1cd533e5209c7f538f02",
    "metadata": {},
    "name": "contentAboutAdminQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
