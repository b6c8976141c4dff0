/**
 * @generated SignedSource<<7fae4934196a8c00bd46b604a35efb49>>
 * @relayHash 018805961825aab400f9e3284a87d0c4
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 018805961825aab400f9e3284a87d0c4

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { contentCallToActionNodeQuery } from './contentCallToActionNodeQuery.graphql';

const node: PreloadableConcreteRequest<contentCallToActionNodeQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "018805961825aab400f9e3284a87d0c4",
    "metadata": {},
    "name": "contentCallToActionNodeQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
