/**
 * @generated SignedSource<<36967ab8f5102985254337bffb9343aa>>
 * @relayHash 711d4b7a350fcbacfeed1f5ed678c7b9
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 711d4b7a350fcbacfeed1f5ed678c7b9

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { contentPaymentSettingNodeQuery } from './contentPaymentSettingNodeQuery.graphql';

const node: PreloadableConcreteRequest<contentPaymentSettingNodeQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "711d4b7a350fcbacfeed1f5ed678c7b9",
    "metadata": {},
    "name": "contentPaymentSettingNodeQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
