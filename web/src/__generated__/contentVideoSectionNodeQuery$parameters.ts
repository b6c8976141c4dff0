/**
 * @generated SignedSource<<3da94b1adc713231d7463962fa04b9e1>>
 * @relayHash bb9f465f3ee5dbcfab84fd0b538bb504
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID bb9f465f3ee5dbcfab84fd0b538bb504

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { contentVideoSectionNodeQuery } from './contentVideoSectionNodeQuery.graphql';

const node: PreloadableConcreteRequest<contentVideoSectionNodeQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "bb9f465f3ee5dbcfab84fd0b538bb504",
    "metadata": {},
    "name": "contentVideoSectionNodeQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
