/**
 * @generated SignedSource<<4e81fe8f9eae9b00a621b3514a4a5ae9>>
 * @relayHash 418b9f33994c4608c0513e2f6b15519f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 418b9f33994c4608c0513e2f6b15519f

import { ConcreteRequest } from 'relay-runtime';
export type OrderChange = "orderStatus" | "paymentStatus" | "%future added value";
export type PaymentStatus = "Cancelled" | "Paid" | "UnPaid" | "%future added value";
export type PaymentStatusEditMutation$variables = {
  id: string;
  status: PaymentStatus;
};
export type PaymentStatusEditMutation$data = {
  readonly setPaymentStatus: {
    readonly events: {
      readonly edges: ReadonlyArray<{
        readonly node: {
          readonly actor: string;
          readonly change: OrderChange;
          readonly createdAt: string;
          readonly from: string;
          readonly id: string;
          readonly to: string;
        } | null | undefined;
      } | null | undefined> | null | undefined;
    };
    readonly id: string;
    readonly paymentStatus: PaymentStatus;
    readonly updatedAt: string;
  };
};
export type PaymentStatusEditMutation = {
  response: PaymentStatusEditMutation$data;
  variables: PaymentStatusEditMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "status"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "id",
        "variableName": "id"
      },
      {
        "kind": "Variable",
        "name": "status",
        "variableName": "status"
      }
    ],
    "concreteType": "Order",
    "kind": "LinkedField",
    "name": "setPaymentStatus",
    "plural": false,
    "selections": [
      (v1/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "paymentStatus",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "updatedAt",
        "storageKey": null
      },
      {
        "alias": null,
        "args": [
          {
            "kind": "Literal",
            "name": "first",
            "value": 50
          }
        ],
        "concreteType": "OrderEventConnection",
        "kind": "LinkedField",
        "name": "events",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "OrderEventEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "OrderEvent",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v1/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "change",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "from",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "to",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "actor",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "createdAt",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": "events(first:50)"
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "PaymentStatusEditMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "PaymentStatusEditMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "418b9f33994c4608c0513e2f6b15519f",
    "metadata": {},
    "name": "PaymentStatusEditMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "903ba8867306ea3bd0babdb3cac0241a";

export default node;
