/**
 * @generated SignedSource<<1038f539396ac7a0945ac3e90d210442>>
 * @relayHash c6fd5cca23d0844bf4a7fd1cfe7913df
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c6fd5cca23d0844bf4a7fd1cfe7913df

import { PreloadableConcreteRequest } from 'relay-runtime';
import { contentFooterAddressNodeQuery } from './contentFooterAddressNodeQuery.graphql';

const node: PreloadableConcreteRequest<contentFooterAddressNodeQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "c6fd5cca23d0844bf4a7fd1cfe7913df",
    "metadata": {},
    "name": "contentFooterAddressNodeQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
