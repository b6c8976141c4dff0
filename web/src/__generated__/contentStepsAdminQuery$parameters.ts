/**
 * @generated SignedSource<<97a8c034ddcdfacca66aca40a1c2dc55>>
 * @relayHash bcba2425dfb0fe1f03219b92d6c99d81
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID bcba2425dfb0fe1f03219b92d6c99d81

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { contentStepsAdminQuery } from './contentStepsAdminQuery.graphql';

const node: PreloadableConcreteRequest<contentStepsAdminQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "bcba2425dfb0fe1f03219b92d6c99d81",
    "metadata": {},
    "name": "contentStepsAdminQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
