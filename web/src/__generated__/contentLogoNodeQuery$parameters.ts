/**
 * @generated SignedSource<<d1644dc87710632fd933e66071ab3b58>>
 * @relayHash 71179e5716fbdfee5639d9ef8b4fe922
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 71179e5716fbdfee5639d9ef8b4fe922

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { contentLogoNodeQuery } from './contentLogoNodeQuery.graphql';

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
