/**
 * @generated SignedSource<<4a290e65604a9ac03b24b882e7f5757b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderInlineDataFragment } from 'relay-runtime';
export type JobState = "available" | "cancelled" | "completed" | "discarded" | "pending" | "retryable" | "running" | "scheduled" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type Jobs_job$data = {
  readonly attempt: number;
  readonly createdAt: string;
  readonly id: string;
  readonly kind: string;
  readonly lastError: string;
  readonly maxAttempts: number;
  readonly scheduledAt: string;
  readonly state: JobState;
  readonly " $fragmentType": "Jobs_job";
};
export type Jobs_job$key = {
  readonly " $data"?: Jobs_job$data;
  readonly " $fragmentSpreads": FragmentRefs<"Jobs_job">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "Jobs_job"
};

(node as any).hash = "6b6873b79ab9017a63c90d17d3bb3954";

export default node;
