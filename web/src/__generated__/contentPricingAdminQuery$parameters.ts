/**
 * @generated SignedSource<<412569bbef9f20e64fe5cd0774dbd7a9>>
 * @relayHash e28e4dac2a68ad206055301de3c731ea
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e28e4dac2a68ad206055301de3c731ea

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { contentPricingAdminQuery } from './contentPricingAdminQuery.graphql';

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
