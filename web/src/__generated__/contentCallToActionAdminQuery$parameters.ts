/**
 * @generated SignedSource<<808add1a697c2c7a2a7b984494c50bb0>>
 * @relayHash f9ce6f0b818c0894eb3f1115da2e6029
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f9ce6f0b818c0894eb3f1115da2e6029

import { PreloadableConcreteRequest } from 'relay-runtime';
import { contentCallToActionAdminQuery } from './contentCallToActionAdminQuery.graphql';

const node: PreloadableConcreteRequest<contentCallToActionAdminQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "f9ce6f0b818c0894eb3f1115da2e6029",
    "metadata": {},
    "name": "contentCallToActionAdminQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
