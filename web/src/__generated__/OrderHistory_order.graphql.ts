/**
 * @generated SignedSource<<984ac7179ad254645f91b707ef1cd9b1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type OrderChange = "orderStatus" | "paymentStatus" | "refund" | "subscription" | "%future added value";
export type PaymentKind = "payment" | "refund" | "reversal" | "reversal_cancelled" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type OrderHistory_order$data = {
  readonly events: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly actor: string;
        readonly amount: string | null | undefined;
        readonly change: OrderChange;
        readonly createdAt: string;
        readonly from: string;
        readonly id: string;
        readonly reason: string;
        readonly to: string;
      } | null | undefined;
    } | null | undefined> | null | undefined;
  };
  readonly payments: ReadonlyArray<{
    readonly amount: string;
    readonly createdAt: string;
    readonly id: string;
    readonly kind: PaymentKind;
    readonly txnID: string;
  }> | null | undefined;
  readonly " $fragmentType": "OrderHistory_order";
};
export type OrderHistory_order$key = {
  readonly " $data"?: OrderHistory_order$data;
  readonly " $fragmentSpreads": FragmentRefs<"OrderHistory_order">;
};

const node: ReaderFragment = (function(){
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
  "name": "amount",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "createdAt",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OrderHistory_order",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Payment",
      "kind": "LinkedField",
      "name": "payments",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "kind",
          "storageKey": null
        },
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "txnID",
          "storageKey": null
        },
        (v2/*:: as any*/)
      ],
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
                (v0/*:: as any*/),
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
                  "name": "reason",
                  "storageKey": null
                },
                (v1/*:: as any*/),
                (v2/*:: as any*/)
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
  "type": "Order",
  "abstractKey": null
};
})();

(node as any).hash = "79786cd998d6ed234ddec4f0f2abc00f";

export default node;
