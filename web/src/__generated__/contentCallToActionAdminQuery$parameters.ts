/**
 * @generated SignedSource<<3b42bb84de7832faf5f9847a7f8f9065>>
 * @relayHash f9ce6f0b818c0894eb3f1115da2e6029
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f9ce6f0b818c0894eb3f1115da2e6029

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { contentCallToActionAdminQuery } from './contentCallToActionAdminQuery.graphql';

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
