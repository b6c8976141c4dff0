/**
 * @generated SignedSource<<dead29bf88acd6eba280867c7a65eb7c>>
 * @relayHash 33611eb58756029ecfc1e0420385600c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 33611eb58756029ecfc1e0420385600c

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { PaymentStatusEditQuery } from './PaymentStatusEditQuery.graphql';

const node: PreloadableConcreteRequest<PaymentStatusEditQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "33611eb58756029ecfc1e0420385600c",
    "metadata": {},
    "name": "PaymentStatusEditQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
