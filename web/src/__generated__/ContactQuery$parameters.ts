/**
 * @generated SignedSource<<4d2edc595f06a7a370ddce57422fbb67>>
 * @relayHash 1bb76952ae58f0c65f5835b3dc3c6b0f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1bb76952ae58f0c65f5835b3dc3c6b0f

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { ContactQuery } from './ContactQuery.graphql';

const node: PreloadableConcreteRequest<ContactQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "1bb76952ae58f0c65f5835b3dc3c6b0f",
    "metadata": {},
    "name": "ContactQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
