/**
 * @generated SignedSource<<c8ac211180b7abc8593c389c0fd4d24e>>
 * @relayHash bcba2425dfb0fe1f03219b92d6c99d81
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID bcba2425dfb0fe1f03219b92d6c99d81

import { PreloadableConcreteRequest } from 'relay-runtime';
import { contentStepsAdminQuery } from './contentStepsAdminQuery.graphql';

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
