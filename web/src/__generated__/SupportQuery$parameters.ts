/**
 * @generated SignedSource<<661a58574ebb445423fa698ebd4e5762>>
 * @relayHash 5ab3f930d5d3bb0e8433755428a0635f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5ab3f930d5d3bb0e8433755428a0635f

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { SupportQuery } from './SupportQuery.graphql';

const node: PreloadableConcreteRequest<SupportQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "5ab3f930d5d3bb0e8433755428a0635f",
    "metadata": {},
    "name": "SupportQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
