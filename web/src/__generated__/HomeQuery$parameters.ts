/**
 * @generated SignedSource<<885c29ad61ad05fddca78485ace69a3b>>
 * @relayHash c857f1066284901b550755f5a225c79d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c857f1066284901b550755f5a225c79d

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { HomeQuery } from './HomeQuery.graphql';

const node: PreloadableConcreteRequest<HomeQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "c857f1066284901b550755f5a225c79d",
    "metadata": {},
    "name": "HomeQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
