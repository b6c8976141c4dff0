/**
 * @generated SignedSource<<ee38be7265eff53c4c91fc47680254a0>>
 * @relayHash 6e50a9ef4ae32fa29d79d11c83474d05
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6e50a9ef4ae32fa29d79d11c83474d05

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { JobsQuery } from './JobsQuery.graphql';

const node: PreloadableConcreteRequest<JobsQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "6e50a9ef4ae32fa29d79d11c83474d05",
    "metadata": {},
    "name": "JobsQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
