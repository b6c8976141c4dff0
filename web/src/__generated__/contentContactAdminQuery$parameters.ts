/**
 * @generated SignedSource<<2824a6a8fe66333db25dad9932343549>>
 * @relayHash ac72d6298f568aec86b5181939a0ad10
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ac72d6298f568aec86b5181939a0ad10

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { contentContactAdminQuery } from './contentContactAdminQuery.graphql';

const node: PreloadableConcreteRequest<contentContactAdminQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "ac72d6298f568aec86b5181939a0ad10",
    "metadata": {},
    "name": "contentContactAdminQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
