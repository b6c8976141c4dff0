/**
 * @generated SignedSource<<2aef3123ca5888e038293e7e11c0f865>>
 * @relayHash 50e81609d5213d72f0a1da23dc2ac9e1
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 50e81609d5213d72f0a1da23dc2ac9e1

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { contentLogoNodeQuery } from './contentLogoNodeQuery.graphql';

const node: PreloadableConcreteRequest<contentLogoNodeQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "50e81609d5213d72f0a1da23dc2ac9e1",
    "metadata": {},
    "name": "contentLogoNodeQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
