/**
 * @generated SignedSource<<12a09432d63d664aca6586bcd431c25e>>
 * @relayHash 7f9db87c224d9674916dcf5e355a7c8a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7f9db87c224d9674916dcf5e355a7c8a

import { ConcreteRequest } from 'relay-runtime';
export type OrderChange = "orderStatus" | "paymentStatus" | "%future added value";
export type OrderStatus = "Delivered" | "Pending" | "%future added value";
export type OrderStatusFormMutation$variables = {
  id: string;
  status: OrderStatus;
};
export type OrderStatusFormMutation$data = {
  readonly setOrderStatus: {
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
    readonly orderStatus: OrderStatus;
    readonly updatedAt: string;
  };
};
export type OrderStatusFormMutation = {
  response: OrderStatusFormMutation$data;
  variables: OrderStatusFormMutation$variables;
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
    "name": "setOrderStatus",
    "plural": false,
    "selections": [
      (v1/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "orderStatus",
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
    "name": "OrderStatusFormMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "OrderStatusFormMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "7f9db87c224d9674916dcf5e355a7c8a",
    "metadata": {},
    "name": "OrderStatusFormMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "7ebe9c79aed82de005b3b80c7249aafa";

export default node;
