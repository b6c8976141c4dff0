/**
 * @generated SignedSource<<44f6cf57fcb3ad092711f20eae6cc5b8>>
 * @relayHash cb24e697c0ede77251d0eff1465e60d2
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID cb24e697c0ede77251d0eff1465e60d2

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { contentFooterAddressNodeQuery } from './contentFooterAddressNodeQuery.graphql';

const node: PreloadableConcreteRequest<contentFooterAddressNodeQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "cb24e697c0ede77251d0eff1465e60d2",
    "metadata": {},
    "name": "contentFooterAddressNodeQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
