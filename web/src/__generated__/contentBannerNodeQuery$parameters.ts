/**
 * @generated SignedSource<<639d916723a2f918b119c44c5759f13e>>
 * @relayHash b0262277c7769cdb845e27928983a358
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b0262277c7769cdb845e27928983a358

import { PreloadableConcreteRequest } from 'relay-runtime';
import { contentBannerNodeQuery } from './contentBannerNodeQuery.graphql';

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
