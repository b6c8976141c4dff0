/**
 * @generated SignedSource<<b9c645ded260d672fea02d35f9e53f8e>>
 * @relayHash 068b58623a504537eded4f1a82832b02
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 068b58623a504537eded4f1a82832b02

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { contentServiceAdminQuery } from './contentServiceAdminQuery.graphql';

const node: PreloadableConcreteRequest<contentServiceAdminQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "068b58623a504537eded4f1a82832b02",
    "metadata": {},
    "name": "contentServiceAdminQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
