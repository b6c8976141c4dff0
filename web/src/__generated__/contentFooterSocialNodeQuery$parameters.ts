/**
 * @generated SignedSource<<f5b270f4e4975d8b425752c36c9a5c6d>>
 * @relayHash b3d70d046e253d4aa65fd2251715e052
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b3d70d046e253d4aa65fd2251715e052

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { contentFooterSocialNodeQuery } from './contentFooterSocialNodeQuery.graphql';

const node: PreloadableConcreteRequest<contentFooterSocialNodeQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "b3d70d046e253d4aa65fd2251715e052",
    "metadata": {},
    "name": "contentFooterSocialNodeQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
