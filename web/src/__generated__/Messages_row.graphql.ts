/**
 * @generated SignedSource<<850480039b984f26140150b3e64b0d0c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderInlineDataFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type Messages_row$data = {
  readonly createdAt: string;
  readonly emailAddress: string;
  readonly fullName: string;
  readonly id: string;
  readonly subject: string;
  readonly " $fragmentType": "Messages_row";
};
export type Messages_row$key = {
  readonly " $data"?: Messages_row$data;
  readonly " $fragmentSpreads": FragmentRefs<"Messages_row">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "Messages_row"
};

(node as any).hash = "32b327557d041916cfa0a6148f6e70cf";

export default node;
