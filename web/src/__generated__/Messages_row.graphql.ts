/**
 * @generated SignedSource<<fee83a29d886e73624547331c325b0b5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
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

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "Messages_row",
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
      "name": "fullName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "emailAddress",
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
      "name": "createdAt",
      "storageKey": null
    }
  ],
  "type": "Message",
  "abstractKey": null
};

(node as any).hash = "eab0bf75538419fcbb67cb4742bef2b0";

export default node;
