/**
 * @generated SignedSource<<e7c5a71642467950c2f7c354083a4cf6>>
 * @relayHash 41c8203d4f91205fe83fdb4d663873b8
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 41c8203d4f91205fe83fdb4d663873b8

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { contentPaymentSettingNodeQuery } from './contentPaymentSettingNodeQuery.graphql';

const node: PreloadableConcreteRequest<contentPaymentSettingNodeQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "41c8203d4f91205fe83fdb4d663873b8",
    "metadata": {},
    "name": "contentPaymentSettingNodeQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
