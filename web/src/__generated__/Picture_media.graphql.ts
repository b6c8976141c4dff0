/**
 * @generated SignedSource<<6915a4dd61018ab2c1ba3ebb5277bd16>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type Picture_media$data = ReadonlyArray<{
  readonly alt: string;
  readonly height: number;
  readonly srcset: string;
  readonly url: string;
  readonly webpSrcset: string;
  readonly width: number;
  readonly " $fragmentType": "Picture_media";
}>;
export type Picture_media$key = ReadonlyArray<{
  readonly " $data"?: Picture_media$data;
  readonly " $fragmentSpreads": FragmentRefs<"Picture_media">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "Picture_media",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "url",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "width",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "height",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "alt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "webpSrcset",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "srcset",
      "storageKey": null
    }
  ],
  "type": "Media",
  "abstractKey": null
};

(node as any).hash = "51b59f74cfe225e705377a010f65b976";

export default node;
