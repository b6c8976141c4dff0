/**
 * @generated SignedSource<<dff3fb25f8678011f0ad4a1053f57ba6>>
 * @relayHash dd08aadc941ac9156d2ec326d3cded92
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID dd08aadc941ac9156d2ec326d3cded92

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { contentBannerNodeQuery } from './contentBannerNodeQuery.graphql';

const node: PreloadableConcreteRequest<contentBannerNodeQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "dd08aadc941ac9156d2ec326d3cded92",
    "metadata": {},
    "name": "contentBannerNodeQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
