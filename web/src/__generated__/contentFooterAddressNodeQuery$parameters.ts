/**
 * @generated SignedSource<<74b6ffc0c63eab72664841b3b1d47341>>
 * @relayHash c6fd5cca23d0844bf4a7fd1cfe7913df
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c6fd5cca23d0844bf4a7fd1cfe7913df

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { contentFooterAddressNodeQuery } from './contentFooterAddressNodeQuery.graphql';

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
