/**
 * @generated SignedSource<<d893b09fc36d6d755be4c9f7f90e520e>>
 * @relayHash fbe916cdf0dec1142f6c6b971d7189ad
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID fbe916cdf0dec1142f6c6b971d7189ad

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { JobsQuery } from './JobsQuery.graphql';

const node: PreloadableConcreteRequest<JobsQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "fbe916cdf0dec1142f6c6b971d7189ad",
    "metadata": {},
    "name": "JobsQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
