/**
 * @generated SignedSource<<2825a7602f7e221d538ffa4acdb72606>>
 * @relayHash 36e14ccd9c151345f20823aa70207018
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 36e14ccd9c151345f20823aa70207018

import { ConcreteRequest } from 'relay-runtime';
export type PaymentStatus = "Cancelled" | "Paid" | "UnPaid" | "%future added value";
export type OrderCancelledMutation$variables = {
  id: string;
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
    "id": "36e14ccd9c151345f20823aa70207018",
    "metadata": {},
    "name": "OrderCancelledMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "dd893f7b61133544afe00f6f9666f036";

export default node;
