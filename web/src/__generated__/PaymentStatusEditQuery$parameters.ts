/**
 * @generated SignedSource<<342027ae2d60860da3f8b99b474b0a04>>
 * @relayHash fa08dc0ac75bd02dd821332bb9141ae4
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID fa08dc0ac75bd02dd821332bb9141ae4

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { PaymentStatusEditQuery } from './PaymentStatusEditQuery.graphql';

const node: PreloadableConcreteRequest<PaymentStatusEditQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "fa08dc0ac75bd02dd821332bb9141ae4",
    "metadata": {},
    "name": "PaymentStatusEditQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
