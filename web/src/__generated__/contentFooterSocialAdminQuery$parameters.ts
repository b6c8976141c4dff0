/**
 * @generated SignedSource<<b50e6e834b9a93750e6a845d87389b4c>>
 * @relayHash f1e45892214b6f46b1b9a0c0e2d36cbf
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f1e45892214b6f46b1b9a0c0e2d36cbf

import { PreloadableConcreteRequest } from 'relay-runtime';
import { contentFooterSocialAdminQuery } from './contentFooterSocialAdminQuery.graphql';

const node: PreloadableConcreteRequest<contentFooterSocialAdminQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "f1e45892214b6f46b1b9a0c0e2d36cbf",
    "metadata": {},
    "name": "contentFooterSocialAdminQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
