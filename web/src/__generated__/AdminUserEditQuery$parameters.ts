/**
 * @generated SignedSource<<43534ec15c02d9d441eeaba16ab4c3f9>>
 * @relayHash 2e0cd475ab979995073e4efdfdc3fb02
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2e0cd475ab979995073e4efdfdc3fb02

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { AdminUserEditQuery } from './AdminUserEditQuery.graphql';

const node: PreloadableConcreteRequest<AdminUserEditQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "2e0cd475ab979995073e4efdfdc3fb02",
    "metadata": {},
    "name": "AdminUserEditQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
