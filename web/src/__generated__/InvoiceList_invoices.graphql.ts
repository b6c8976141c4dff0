/**
 * @generated SignedSource<<8cdfcbee61a02ebfdd4b310be550a0b7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type InvoiceKind = "credit_note" | "invoice" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type InvoiceList_invoices$data = ReadonlyArray<{
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
  readonly " $fragmentType": "InvoiceList_invoices";
}>;
export type InvoiceList_invoices$key = ReadonlyArray<{
  readonly " $data"?: InvoiceList_invoices$data;
  readonly " $fragmentSpreads": FragmentRefs<"InvoiceList_invoices">;
}>;

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "number",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "InvoiceList_invoices",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "kind",
      "storageKey": null
    },
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
        (v0/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "Invoice",
  "abstractKey": null
};
})();

(node as any).hash = "681a1a5230fc2cd903f9951d933f9b03";

export default node;
