/**
 * @generated SignedSource<<b666d2967014c022f0a7782b7f4bf8b6>>
 * @relayHash 8e6bf8e0bd596db97a4fccc3dec6f87c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8e6bf8e0bd596db97a4fccc3dec6f87c

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { contentPaymentSettingNodeQuery } from './contentPaymentSettingNodeQuery.graphql';

const node: PreloadableConcreteRequest<contentPaymentSettingNodeQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "8e6bf8e0bd596db97a4fccc3dec6f87c",
    "metadata": {},
    "name": "contentPaymentSettingNodeQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
