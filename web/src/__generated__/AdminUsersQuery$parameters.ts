/**
 * @generated SignedSource<<ae3da564aea9e6aec42385ed25802822>>
 * @relayHash 04ddfeceba4c6f2f5486cab7c63acf37
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 04ddfeceba4c6f2f5486cab7c63acf37

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { AdminUsersQuery } from './AdminUsersQuery.graphql';

const node: PreloadableConcreteRequest<AdminUsersQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "04ddfeceba4c6f2f5486cab7c63acf37",
    "metadata": {},
    "name": "AdminUsersQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
