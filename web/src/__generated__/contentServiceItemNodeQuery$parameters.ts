/**
 * @generated SignedSource<<cb82e4887a99188a47950d05a04682a2>>
 * @relayHash db4804579f10f9cb5a779d3426705934
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID db4804579f10f9cb5a779d3426705934

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { contentServiceItemNodeQuery } from './contentServiceItemNodeQuery.graphql';

const node: PreloadableConcreteRequest<contentServiceItemNodeQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "db4804579f10f9cb5a779d3426705934",
    "metadata": {},
    "name": "contentServiceItemNodeQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
