/**
 * @generated SignedSource<<7ad11de4b9f442e9adbfdb9c9a995c32>>
 * @relayHash 1dc7efb23aa8c495b05f5fc7d25029ad
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1dc7efb23aa8c495b05f5fc7d25029ad

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { contentContactItemNodeQuery } from './contentContactItemNodeQuery.graphql';

const node: PreloadableConcreteRequest<contentContactItemNodeQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "1dc7efb23aa8c495b05f5fc7d25029ad",
    "metadata": {},
    "name": "contentContactItemNodeQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
