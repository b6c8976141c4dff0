/**
 * @generated SignedSource<<642899916a355ec71c7ba1574c2139a1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderInlineDataFragment } from 'relay-runtime';
export type PostStatus = "DRAFT" | "PUBLISHED" | "SCHEDULED" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type PostEdit_post$data = {
  readonly body: string;
  readonly canonical: string;
  readonly coverAlt: string;
  readonly coverImage: string;
  readonly draft: {
    readonly body: string;
    readonly canonical: string;
    readonly coverAlt: string;
    readonly coverImage: string;
    readonly excerpt: string;
    readonly noindex: boolean;
    readonly savedAt: string;
    readonly seoDescription: string;
    readonly seoTitle: string;
    readonly slug: string;
    readonly socialImage: string;
    readonly title: string;
  } | null | undefined;
  readonly excerpt: string;
  readonly id: string;
  readonly noindex: boolean;
  readonly publishAt: string | null | undefined;
  readonly seoDescription: string;
  readonly seoTitle: string;
  readonly slug: string;
  readonly socialImage: string;
  readonly status: PostStatus;
  readonly title: string;
  readonly unpublishAt: string | null | undefined;
  readonly updatedAt: string;
  readonly version: number;
  readonly " $fragmentType": "PostEdit_post";
};
export type PostEdit_post$key = {
  readonly " $data"?: PostEdit_post$data;
  readonly " $fragmentSpreads": FragmentRefs<"PostEdit_post">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "PostEdit_post"
};

(node as any).hash = "c202472173aa915e438b45111dd1bb63";

export default node;
