/**
 * @generated SignedSource<<f3e6868ef45a4354da8a7e5204bbeec5>>
 * @relayHash 965b2c23b4d55c547d0ddf10ea7a664d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 965b2c23b4d55c547d0ddf10ea7a664d

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { AdminUsersQuery } from './AdminUsersQuery.graphql';

const node: PreloadableConcreteRequest<AdminUsersQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "965b2c23b4d55c547d0ddf10ea7a664d",
    "metadata": {},
    "name": "AdminUsersQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
