/**
 * @generated SignedSource<<11457266996bdd0cafac459a55c386dc>>
 * @relayHash 41abb0fd2d4220879d8b9b4b736f92d5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 41abb0fd2d4220879d8b9b4b736f92d5

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { ApiKeysQuery } from './ApiKeysQuery.graphql';

const node: PreloadableConcreteRequest<ApiKeysQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "41abb0fd2d4220879d8b9b4b736f92d5",
    "metadata": {},
    "name": "ApiKeysQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
