/**
 * @generated SignedSource<<ebcae71786a083580c77d6c98bd5932d>>
 * @relayHash f76a5007d829a338f334a0d8b376d437
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f76a5007d829a338f334a0d8b376d437

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { PayNowQuery } from './PayNowQuery.graphql';

const node: PreloadableConcreteRequest<PayNowQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "f76a5007d829a338f334a0d8b376d437",
    "metadata": {},
    "name": "PayNowQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
