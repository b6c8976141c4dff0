/**
 * @generated SignedSource<<80551d3d9b9660d978bfee6f5c0ca969>>
 * @relayHash df929933c375d83c4b360c95bcd04841
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID df929933c375d83c4b360c95bcd04841

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { contentFooterAddressAdminQuery } from './contentFooterAddressAdminQuery.graphql';

const node: PreloadableConcreteRequest<contentFooterAddressAdminQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "df929933c375d83c4b360c95bcd04841",
    "metadata": {},
    "name": "contentFooterAddressAdminQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
