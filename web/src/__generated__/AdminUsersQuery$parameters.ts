/**
 * @generated SignedSource<<f8205211bbcafeade3832431bd2f3ca7>>
 * @relayHash ffac2f6fd177663598fbdfff87f92236
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ffac2f6fd177663598fbdfff87f92236

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { AdminUsersQuery } from './AdminUsersQuery.graphql';

const node: PreloadableConcreteRequest<AdminUsersQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "ffac2f6fd177663598fbdfff87f92236",
    "metadata": {},
    "name": "AdminUsersQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
