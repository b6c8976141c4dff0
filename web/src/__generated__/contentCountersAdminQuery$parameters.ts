/**
 * @generated SignedSource<<e04b3e300178e433eb6343048f37cf6f>>
 * @relayHash 6503dfb0a070a05b4287d9a10b2d417b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6503dfb0a070a05b4287d9a10b2d417b

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { contentCountersAdminQuery } from './contentCountersAdminQuery.graphql';

const node: PreloadableConcreteRequest<contentCountersAdminQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "6503dfb0a070a05b4287d9a10b2d417b",
    "metadata": {},
    "name": "contentCountersAdminQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
