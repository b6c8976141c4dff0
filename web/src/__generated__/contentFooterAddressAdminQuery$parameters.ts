/**
 * @generated SignedSource<<7e46edb7a7bce468be381b0dfc24ec16>>
 * @relayHash 6f6369c55bdf00e6009179526950367b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6f6369c55bdf00e6009179526950367b

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { contentFooterAddressAdminQuery } from './contentFooterAddressAdminQuery.graphql';

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
