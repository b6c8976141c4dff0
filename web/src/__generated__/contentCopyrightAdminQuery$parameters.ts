/**
 * @generated SignedSource<<28ef4767c5928a5d16c327b0c46a76f1>>
 * @relayHash 3b0e046613ba7678018c8e3de1a7830e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3b0e046613ba7678018c8e3de1a7830e

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { contentCopyrightAdminQuery } from './contentCopyrightAdminQuery.graphql';

const node: PreloadableConcreteRequest<contentCopyrightAdminQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "3b0e046613ba7678018c8e3de1a7830e",
    "metadata": {},
    "name": "contentCopyrightAdminQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
