/**
 * @generated SignedSource<<7b3f20f2663ea5630fd02bc8f632f2ed>>
 * @relayHash f4308a8a23ec4c1f2524591ea3539d2e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f4308a8a23ec4c1f2524591ea3539d2e

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { contentBannerAdminQuery } from './contentBannerAdminQuery.graphql';

const node: PreloadableConcreteRequest<contentBannerAdminQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "f4308a8a23ec4c1f2524591ea3539d2e",
    "metadata": {},
    "name": "contentBannerAdminQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
