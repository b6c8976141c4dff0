/**
 * @generated SignedSource<<c081de31567344764cfb65d77b2d88f3>>
 * @relayHash 29496773e38c6732ef483d6f527b4115
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 29496773e38c6732ef483d6f527b4115

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { contentCopyrightAdminQuery } from './contentCopyrightAdminQuery.graphql';

const node: PreloadableConcreteRequest<contentCopyrightAdminQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "29496773e38c6732ef483d6f527b4115",
    "metadata": {},
    "name": "contentCopyrightAdminQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
