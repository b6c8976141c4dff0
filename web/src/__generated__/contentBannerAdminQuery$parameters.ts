/**
 * @generated SignedSource<<8209313d352f41c5631ab022a6fabfb2>>
 * @relayHash 3437f7f6022e57d69e2f0ece2e1debaf
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3437f7f6022e57d69e2f0ece2e1debaf

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { contentBannerAdminQuery } from './contentBannerAdminQuery.graphql';

const node: PreloadableConcreteRequest<contentBannerAdminQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "3437f7f6022e57d69e2f0ece2e1debaf",
    "metadata": {},
    "name": "contentBannerAdminQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
