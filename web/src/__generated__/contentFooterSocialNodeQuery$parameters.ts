/**
 * @generated SignedSource<<49c76d7da9e0bcb74732939426ad504d>>
 * @relayHash c2194e72cd3fd47a2a0b62cdc7e6a03a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c2194e72cd3fd47a2a0b62cdc7e6a03a

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { contentFooterSocialNodeQuery } from './contentFooterSocialNodeQuery.graphql';

const node: PreloadableConcreteRequest<contentFooterSocialNodeQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "c2194e72cd3fd47a2a0b62cdc7e6a03a",
    "metadata": {},
    "name": "contentFooterSocialNodeQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
