/**
 * @generated SignedSource<<9c77c934ef9678feae6a7dad89497f9a>>
 * @relayHash 3144544d7892f41f7ca7f16f6875bbcb
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3144544d7892f41f7ca7f16f6875bbcb

import { PreloadableConcreteRequest } from 'relay-runtime';
import { contentServiceAdminQuery } from './contentServiceAdminQuery.graphql';

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
