/**
 * @generated SignedSource<<8cb2e543979be6ec6484dbfa50ab32be>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderInlineDataFragment } from 'relay-runtime';
export type DesignFormat = "Facebook" | "Instagram" | "YouTube" | "%future added value";
export type FreeOrPaid = "Free" | "Paid" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type AddItem_designItem$data = {
  readonly canvaLink: string;
  readonly category: string;
  readonly format: DesignFormat;
  readonly freeOrPaid: FreeOrPaid;
  readonly id: string;
  readonly imageLink: string;
  readonly " $fragmentType": "AddItem_designItem";
};
export type AddItem_designItem$key = {
  readonly " $data"?: AddItem_designItem$data;
  readonly " $fragmentSpreads": FragmentRefs<"AddItem_designItem">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "AddItem_designItem"
};

(node as any).hash = "ae527b3fe3ee4f5304a88b799eb4bd89";

export default node;
