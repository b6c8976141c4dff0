/**
 * @generated SignedSource<<71ce71fc30b48088874bda10548cd43a>>
 * @relayHash 2ca331e8da341fead200301d36e5e45c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2ca331e8da341fead200301d36e5e45c

import { PreloadableConcreteRequest } from 'relay-runtime';
import { contentCopyrightNodeQuery } from './contentCopyrightNodeQuery.graphql';

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
