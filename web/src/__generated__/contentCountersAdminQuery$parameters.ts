/**
 * @generated SignedSource<<72aaa05994b104a3d1e55c9448107081>>
 * @relayHash e7728a05edbdafeee480381729d5c26f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e7728a05edbdafeee480381729d5c26f

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { contentCountersAdminQuery } from './contentCountersAdminQuery.graphql';

const node: PreloadableConcreteRequest<contentCountersAdminQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "e7728a05edbdafeee480381729d5c26f",
    "metadata": {},
    "name": "contentCountersAdminQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
