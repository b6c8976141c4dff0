/**
 * @generated SignedSource<<3e14b40dd0d39f79b6158f89b60becfb>>
 * @relayHash f1e45892214b6f46b1b9a0c0e2d36cbf
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f1e45892214b6f46b1b9a0c0e2d36cbf

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { contentFooterSocialAdminQuery } from './contentFooterSocialAdminQuery.graphql';

const node: PreloadableConcreteRequest<contentFooterSocialAdminQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "f1e45892214b6f46b1b9a0c0e2d36cbf",
    "metadata": {},
    "name": "contentFooterSocialAdminQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
