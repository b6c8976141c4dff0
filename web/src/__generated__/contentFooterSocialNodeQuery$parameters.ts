/**
 * @generated SignedSource<<fd570c9d95eb998eb87270524f3e818e>>
 * @relayHash b3d70d046e253d4aa65fd2251715e052
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b3d70d046e253d4aa65fd2251715e052

import { PreloadableConcreteRequest } from 'relay-runtime';
import { contentFooterSocialNodeQuery } from './contentFooterSocialNodeQuery.graphql';

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
