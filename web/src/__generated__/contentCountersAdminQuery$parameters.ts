/**
 * @generated SignedSource<<2e2ca7a14305b78c487d346257987055>>
 * @relayHash 6503dfb0a070a05b4287d9a10b2d417b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6503dfb0a070a05b4287d9a10b2d417b

import { PreloadableConcreteRequest } from 'relay-runtime';
import { contentCountersAdminQuery } from './contentCountersAdminQuery.graphql';

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
