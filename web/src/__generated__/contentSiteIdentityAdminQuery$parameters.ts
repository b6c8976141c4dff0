/**
 * @generated SignedSource<<ac052d1c8dddbee6168eebc719b5cdde>>
 * @relayHash a85cbbd18ef82d26494d198b8098425d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a85cbbd18ef82d26494d198b8098425d

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { contentSiteIdentityAdminQuery } from './contentSiteIdentityAdminQuery.graphql';

const node: PreloadableConcreteRequest<contentSiteIdentityAdminQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "a85cbbd18ef82d26494d198b8098425d",
    "metadata": {},
    "name": "contentSiteIdentityAdminQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
