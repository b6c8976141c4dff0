/**
 * @generated SignedSource<<c759de9de05d852eb75493e0234a2022>>
 * @relayHash 3437f7f6022e57d69e2f0ece2e1debaf
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3437f7f6022e57d69e2f0ece2e1debaf

import { PreloadableConcreteRequest } from 'relay-runtime';
import { contentBannerAdminQuery } from './contentBannerAdminQuery.graphql';

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
