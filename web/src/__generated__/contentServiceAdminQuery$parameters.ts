/**
 * @generated SignedSource<<16d29cd9ed1aa2f3b33a7bc2c543e157>>
 * @relayHash 3144544d7892f41f7ca7f16f6875bbcb
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3144544d7892f41f7ca7f16f6875bbcb

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { contentServiceAdminQuery } from './contentServiceAdminQuery.graphql';

const node: PreloadableConcreteRequest<contentServiceAdminQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "3144544d7892f41f7ca7f16f6875bbcb",
    "metadata": {},
    "name": "contentServiceAdminQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
