/**
 * @generated SignedSource<<7b0ff3d76fa18d6ecbf19b7f518053fd>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type InvoiceKind = "credit_note" | "invoice" | "%future added value";
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
  readonly invoices: ReadonlyArray<{
    readonly credits: {
      readonly number: string;
    } | null | undefined;
    readonly currency: string;
    readonly id: string;
    readonly issuedAt: string;
    readonly kind: InvoiceKind;
    readonly number: string;
    readonly pdfUrl: string;
    readonly total: string;
  }> | null | undefined;
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
  "name": "kind",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "amount",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "createdAt",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "number",
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
        (v1/*:: as any*/),
        (v2/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "txnID",
          "storageKey": null
        },
        (v3/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Invoice",
      "kind": "LinkedField",
      "name": "invoices",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        (v4/*:: as any*/),
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "issuedAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "total",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "currency",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "pdfUrl",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Invoice",
          "kind": "LinkedField",
          "name": "credits",
          "plural": false,
          "selections": [
            (v4/*:: as any*/)
          ],
          "storageKey": null
        }
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
                (v2/*:: as any*/),
                (v3/*:: as any*/)
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

(node as any).hash = "40823326a7602efb806705b47ff43303";

export default node;
