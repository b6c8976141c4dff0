/**
 * @generated SignedSource<<148a2df7dacb0a6730be4acbc75c75ea>>
 * @relayHash dd05a5f954b5f6ce78b13dd128360684
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID dd05a5f954b5f6ce78b13dd128360684

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { AddItemQuery } from './AddItemQuery.graphql';

const node: PreloadableConcreteRequest<AddItemQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "dd05a5f954b5f6ce78b13dd128360684",
    "metadata": {},
    "name": "AddItemQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
