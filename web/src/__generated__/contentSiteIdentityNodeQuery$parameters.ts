/**
 * @generated SignedSource<<bfa1311b05e6432bbaf8e81e6686f8ae>>
 * @relayHash a9792422f8ade23867613588db6e4d50
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a9792422f8ade23867613588db6e4d50

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { contentSiteIdentityNodeQuery } from './contentSiteIdentityNodeQuery.graphql';

const node: PreloadableConcreteRequest<contentSiteIdentityNodeQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "a9792422f8ade23867613588db6e4d50",
    "metadata": {},
    "name": "contentSiteIdentityNodeQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
