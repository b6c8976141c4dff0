/**
 * @generated SignedSource<<1f365e68ea6967551a920f6807a77cd5>>
 * @relayHash 404e43d405adcbad74571b81899ef486
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 404e43d405adcbad74571b81899ef486

import { ConcreteRequest } from 'relay-runtime';
export type PaymentStatus = "Cancelled" | "Paid" | "UnPaid" | "%future added value";
export type OrderCancelledStatusQuery$variables = {
  id: string;
};
export type OrderCancelledStatusQuery$data = {
  readonly node: {
    readonly paymentStatus?: PaymentStatus;
  } | null | undefined;
};
export type OrderCancelledStatusQuery = {
  response: OrderCancelledStatusQuery$data;
  variables: OrderCancelledStatusQuery$variables;
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
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  }
],
v2 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "paymentStatus",
      "storageKey": null
    }
  ],
  "type": "Order",
  "abstractKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "OrderCancelledStatusQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          (v2/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "OrderCancelledStatusQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "__typename",
            "storageKey": null
          },
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "404e43d405adcbad74571b81899ef486",
    "metadata": {},
    "name": "OrderCancelledStatusQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "f6510e0380c508321be8de972b1611b3";

export default node;
