/**
 * @generated SignedSource<<588d7387d01af2e06a0cdbb13c6b194f>>
 * @relayHash 522941cf979d91c557d1b87b883a591b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 522941cf979d91c557d1b87b883a591b

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { ContactQuery } from './ContactQuery.graphql';

const node: PreloadableConcreteRequest<ContactQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "522941cf979d91c557d1b87b883a591b",
    "metadata": {},
    "name": "ContactQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
