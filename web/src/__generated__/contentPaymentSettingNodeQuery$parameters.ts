/**
 * @generated SignedSource<<84ea4114b9fdfe48219aea101cc360fb>>
 * @relayHash bc566ca37003203c49339b0376296b94
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID bc566ca37003203c49339b0376296b94

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { contentPaymentSettingNodeQuery } from './contentPaymentSettingNodeQuery.graphql';

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
