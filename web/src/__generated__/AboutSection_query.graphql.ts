/**
 * @generated SignedSource<<a072190a41c3fe0646caa4d525678928>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type AboutSection_query$data = {
  readonly abouts: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly aboutDetails: string;
        readonly aboutHeading: string;
        readonly aboutImg: string;
        readonly aboutPointhree: string;
        readonly aboutPointone: string;
        readonly aboutPointwo: string;
        readonly aboutText: string;
      } | null | undefined;
    } | null | undefined> | null | undefined;
  };
  readonly publicMedia: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"Picture_media">;
  }>;
  readonly " $fragmentType": "AboutSection_query";
};
export type AboutSection_query$key = {
  readonly " $data"?: AboutSection_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"AboutSection_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AboutSection_query",
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 1
        }
      ],
      "concreteType": "AboutConnection",
      "kind": "LinkedField",
      "name": "abouts",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "AboutEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "About",
              "kind": "LinkedField",
              "name": "node",
              "plural": false,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "aboutImg",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "aboutHeading",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "aboutText",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "aboutDetails",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "aboutPointone",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "aboutPointwo",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "aboutPointhree",
                  "storageKey": null
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": "abouts(first:1)"
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Media",
      "kind": "LinkedField",
      "name": "publicMedia",
      "plural": true,
      "selections": [
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "Picture_media"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "fb1c1653258caed15045a95e82585bee";

export default node;
