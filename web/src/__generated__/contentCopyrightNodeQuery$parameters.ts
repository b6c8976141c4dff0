/**
 * @generated SignedSource<<7aab65119eb3f9ef2ffa4a376d383b5a>>
 * @relayHash 2ca331e8da341fead200301d36e5e45c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2ca331e8da341fead200301d36e5e45c

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { contentCopyrightNodeQuery } from './contentCopyrightNodeQuery.graphql';

const node: PreloadableConcreteRequest<contentCopyrightNodeQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "2ca331e8da341fead200301d36e5e45c",
    "metadata": {},
    "name": "contentCopyrightNodeQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
