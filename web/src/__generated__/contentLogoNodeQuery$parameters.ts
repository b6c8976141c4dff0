/**
 * @generated SignedSource<<168863966cef29d3bcdd20827724a720>>
 * @relayHash 71179e5716fbdfee5639d9ef8b4fe922
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 71179e5716fbdfee5639d9ef8b4fe922

import { PreloadableConcreteRequest } from 'relay-runtime';
import { contentLogoNodeQuery } from './contentLogoNodeQuery.graphql';

const node: PreloadableConcreteRequest<contentLogoNodeQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "71179e5716fbdfee5639d9ef8b4fe922",
    "metadata": {},
    "name": "contentLogoNodeQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
