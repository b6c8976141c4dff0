/**
 * @generated SignedSource<<72834dc6537a978ed75b92d16f131fc9>>
 * @relayHash 766dd704fd4c3100414821dc25dc468e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 766dd704fd4c3100414821dc25dc468e

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { HomeQuery } from './HomeQuery.graphql';

const node: PreloadableConcreteRequest<HomeQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "766dd704fd4c3100414821dc25dc468e",
    "metadata": {},
    "name": "HomeQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
