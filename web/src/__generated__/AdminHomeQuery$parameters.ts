/**
 * @generated SignedSource<<f85098229987a2bd922e9af8b985a136>>
 * @relayHash 30924c0ce15a2d0e3c54322f9c5b9802
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 30924c0ce15a2d0e3c54322f9c5b9802

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { AdminHomeQuery } from './AdminHomeQuery.graphql';

const node: PreloadableConcreteRequest<AdminHomeQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "30924c0ce15a2d0e3c54322f9c5b9802",
    "metadata": {},
    "name": "AdminHomeQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
