/**
 * @generated SignedSource<<aaf9957af34913b9cdbcd307351ac22f>>
 * @relayHash 65107dbf8e391f31b555490147a48950
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 65107dbf8e391f31b555490147a48950

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { PaymentsCheckQuery } from './PaymentsCheckQuery.graphql';

const node: PreloadableConcreteRequest<PaymentsCheckQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "65107dbf8e391f31b555490147a48950",
    "metadata": {},
    "name": "PaymentsCheckQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
