/**
 * @generated SignedSource<<0f135748c9e8b467255437d3193d1e79>>
 * @relayHash 6f6369c55bdf00e6009179526950367b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6f6369c55bdf00e6009179526950367b

import { PreloadableConcreteRequest } from 'relay-runtime';
import { contentFooterAddressAdminQuery } from './contentFooterAddressAdminQuery.graphql';

const node: PreloadableConcreteRequest<contentFooterAddressAdminQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "6f6369c55bdf00e6009179526950367b",
    "metadata": {},
    "name": "contentFooterAddressAdminQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
