/**
 * @generated SignedSource<<a30ff574c1858e733d455488bd7a34e2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type PostStatus = "DRAFT" | "PUBLISHED" | "SCHEDULED" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type PostNewsletter_post$data = {
  readonly id: string;
  readonly newsletter: {
    readonly failed: number;
    readonly finishedAt: string | null | undefined;
    readonly queued: number;
    readonly recipients: number;
    readonly sent: number;
    readonly startedAt: string;
    readonly startedBy: string;
    readonly stopped: string;
  } | null | undefined;
  readonly status: PostStatus;
  readonly title: string;
  readonly " $fragmentType": "PostNewsletter_post";
};
export type PostNewsletter_post$key = {
  readonly " $data"?: PostNewsletter_post$data;
  readonly " $fragmentSpreads": FragmentRefs<"PostNewsletter_post">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PostNewsletter_post",
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
      "name": "title",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "status",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "PostNewsletter",
      "kind": "LinkedField",
      "name": "newsletter",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "startedAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "startedBy",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "finishedAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "stopped",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "recipients",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "queued",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "sent",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "failed",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Post",
  "abstractKey": null
};

(node as any).hash = "fbdce88cb78818b5950f2cb452c20f4a";

export default node;
