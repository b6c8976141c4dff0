/**
 * @generated SignedSource<<d3aa1dec20ace9ae6825ee664344147f>>
 * @relayHash e28e4dac2a68ad206055301de3c731ea
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e28e4dac2a68ad206055301de3c731ea

import { PreloadableConcreteRequest } from 'relay-runtime';
import { contentPricingAdminQuery } from './contentPricingAdminQuery.graphql';

const node: PreloadableConcreteRequest<contentPricingAdminQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "e28e4dac2a68ad206055301de3c731ea",
    "metadata": {},
    "name": "contentPricingAdminQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
