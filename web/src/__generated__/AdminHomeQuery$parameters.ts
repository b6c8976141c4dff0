/**
 * @generated SignedSource<<2828b089fa5f48876dde9c008e251318>>
 * @relayHash 4abf520a106f338e2e3c23c25e257bbf
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4abf520a106f338e2e3c23c25e257bbf

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { AdminHomeQuery } from './AdminHomeQuery.graphql';

const node: PreloadableConcreteRequest<AdminHomeQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "4abf520a106f338e2e3c23c25e257bbf",
    "metadata": {},
    "name": "AdminHomeQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
