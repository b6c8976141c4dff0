/**
 * @generated SignedSource<<c0b8ef4ffd2e35f7a308138094917201>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type MessageView_replies$data = {
  readonly replies: ReadonlyArray<{
    readonly body: string;
    readonly createdAt: string;
    readonly id: string;
    readonly sentBy: string;
    readonly sentTo: string;
    readonly subject: string;
  }> | null | undefined;
  readonly " $fragmentType": "MessageView_replies";
};
export type MessageView_replies$key = {
  readonly " $data"?: MessageView_replies$data;
  readonly " $fragmentSpreads": FragmentRefs<"MessageView_replies">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "MessageView_replies",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "MessageReply",
      "kind": "LinkedField",
      "name": "replies",
      "plural": true,
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
          "name": "sentBy",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "sentTo",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "subject",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "body",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "createdAt",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Message",
  "abstractKey": null
};

(node as any).hash = "242a1d29ab099ea00492f0cb9376a494";

export default node;
