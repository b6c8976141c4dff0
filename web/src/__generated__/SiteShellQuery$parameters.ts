/**
 * @generated SignedSource<<f2cec8cb0cea7b31c2c80ae669f27e60>>
 * @relayHash 9d2c06e82bf4df34201c43f7acd523d5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9d2c06e82bf4df34201c43f7acd523d5

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { SiteShellQuery } from './SiteShellQuery.graphql';

const node: PreloadableConcreteRequest<SiteShellQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "9d2c06e82bf4df34201c43f7acd523d5",
    "metadata": {},
    "name": "SiteShellQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
