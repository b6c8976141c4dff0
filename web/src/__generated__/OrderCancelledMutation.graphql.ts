/**
 * @generated SignedSource<<5c265a980325c858632ca4561fbbec38>>
 * @relayHash e56617eaa0f475c913b1e51dbf252369
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e56617eaa0f475c913b1e51dbf252369

import type { ConcreteRequest } from 'relay-runtime';
export type PaymentStatus = "Cancelled" | "Paid" | "Pending" | "Refunded" | "Reversed" | "UnPaid" | "%future added value";
export type OrderCancelledMutation$variables = {
  id: string;
  token?: string | null | undefined;
};
export type OrderCancelledMutation$data = {
  readonly cancelOrder: {
    readonly id: string;
    readonly paymentStatus: PaymentStatus;
  };
};
export type OrderCancelledMutation = {
  response: OrderCancelledMutation$data;
  variables: OrderCancelledMutation$variables;
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
    "name": "token"
  }
],
v1 = [
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
        "name": "token",
        "variableName": "token"
      }
    ],
    "concreteType": "Order",
    "kind": "LinkedField",
    "name": "cancelOrder",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "id",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "paymentStatus",
        "storageKey": null
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
    "name": "OrderCancelledMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "OrderCancelledMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "e56617eaa0f475c913b1e51dbf252369",
    "metadata": {},
    "name": "OrderCancelledMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "6993ef3acc96abd8d787e944e1d2b45a";

export default node;
