/**
 * @generated SignedSource<<18d1030d28f1bc4d66c339995cc96ed2>>
 * @relayHash 29496773e38c6732ef483d6f527b4115
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 29496773e38c6732ef483d6f527b4115

import { PreloadableConcreteRequest } from 'relay-runtime';
import { contentCopyrightAdminQuery } from './contentCopyrightAdminQuery.graphql';

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
