/**
 * @generated SignedSource<<5a68c5d23314abf87e34656102ded5ff>>
 * @relayHash 65107dbf8e391f31b555490147a48950
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 65107dbf8e391f31b555490147a48950

import type { ConcreteRequest } from 'relay-runtime';
export type IpnStatus = "applied" | "duplicate" | "failed" | "invalid" | "received" | "refused" | "%future added value";
export type PaymentsCheckQuery$variables = Record<PropertyKey, never>;
export type PaymentsCheckQuery$data = {
  readonly paymentCheck: {
    readonly paidWithoutPayment: ReadonlyArray<{
      readonly customerEmail: string;
      readonly customerName: string;
      readonly id: string;
      readonly orderDateText: string;
      readonly packageName: string;
      readonly price: string;
    }>;
    readonly refusedNotices: ReadonlyArray<{
      readonly createdAt: string;
      readonly currency: string;
      readonly gross: string;
      readonly id: string;
      readonly orderID: number | null | undefined;
      readonly paymentStatus: string;
      readonly reason: string;
      readonly txnID: string;
    }>;
    readonly waitingNotices: ReadonlyArray<{
      readonly attempts: number;
      readonly createdAt: string;
      readonly currency: string;
      readonly gross: string;
      readonly id: string;
      readonly lastError: string;
      readonly orderID: number | null | undefined;
      readonly paymentStatus: string;
      readonly status: IpnStatus;
      readonly txnID: string;
    }>;
  };
};
export type PaymentsCheckQuery = {
  response: PaymentsCheckQuery$data;
  variables: PaymentsCheckQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "createdAt",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "txnID",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "paymentStatus",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "gross",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "currency",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "orderID",
  "storageKey": null
},
v7 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "PaymentCheck",
    "kind": "LinkedField",
    "name": "paymentCheck",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "IpnMessage",
        "kind": "LinkedField",
        "name": "waitingNotices",
        "plural": true,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "status",
            "storageKey": null
          },
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "attempts",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "lastError",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "IpnMessage",
        "kind": "LinkedField",
        "name": "refusedNotices",
        "plural": true,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "reason",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Order",
        "kind": "LinkedField",
        "name": "paidWithoutPayment",
        "plural": true,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "orderDateText",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "customerName",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "customerEmail",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "packageName",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "price",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "PaymentsCheckQuery",
    "selections": (v7/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "PaymentsCheckQuery",
    "selections": (v7/*:: as any*/)
  },
  "params": {
    "id": "65107dbf8e391f31b555490147a48950",
    "metadata": {},
    "name": "PaymentsCheckQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "9329190697ee036dca927de2d5402f1e";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
