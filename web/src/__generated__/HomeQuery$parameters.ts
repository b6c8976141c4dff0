/**
 * @generated SignedSource<<63a5235e2ed7da7bb8ed4926bafa480b>>
 * @relayHash 0183420a905479b6ab5f7d1ecb6a3043
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0183420a905479b6ab5f7d1ecb6a3043

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { HomeQuery } from './HomeQuery.graphql';

const node: PreloadableConcreteRequest<HomeQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "0183420a905479b6ab5f7d1ecb6a3043",
    "metadata": {},
    "name": "HomeQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
