/**
 * @generated SignedSource<<1c292591b85793250d22a8af83e616c0>>
 * @relayHash bc566ca37003203c49339b0376296b94
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID bc566ca37003203c49339b0376296b94

import { PreloadableConcreteRequest } from 'relay-runtime';
import { contentPaymentSettingNodeQuery } from './contentPaymentSettingNodeQuery.graphql';

const node: PreloadableConcreteRequest<contentPaymentSettingNodeQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "bc566ca37003203c49339b0376296b94",
    "metadata": {},
    "name": "contentPaymentSettingNodeQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
