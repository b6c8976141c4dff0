/**
 * @generated SignedSource<<982e6b11634b9db7cd1aa96dd09bc207>>
 * @relayHash b0262277c7769cdb845e27928983a358
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b0262277c7769cdb845e27928983a358

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { contentBannerNodeQuery } from './contentBannerNodeQuery.graphql';

const node: PreloadableConcreteRequest<contentBannerNodeQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "b0262277c7769cdb845e27928983a358",
    "metadata": {},
    "name": "contentBannerNodeQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
