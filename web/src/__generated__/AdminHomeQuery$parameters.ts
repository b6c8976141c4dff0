/**
 * @generated SignedSource<<83276706b0798aa3bb0e857c4a77fd0e>>
 * @relayHash 083eabcf7aa5c21a1d33b360e2c4bbce
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 083eabcf7aa5c21a1d33b360e2c4bbce

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { AdminHomeQuery } from './AdminHomeQuery.graphql';

const node: PreloadableConcreteRequest<AdminHomeQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "083eabcf7aa5c21a1d33b360e2c4bbce",
    "metadata": {},
    "name": "AdminHomeQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
