/**
 * @generated SignedSource<<b1515278e9622c872faa58b04aa4bbdd>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type DesignFormat = "Facebook" | "Instagram" | "YouTube" | "%future added value";
export type FreeOrPaid = "Free" | "Paid" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type DesignGallerySection_query$data = {
  readonly designItems: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly canvaLink: string;
        readonly category: string;
        readonly format: DesignFormat;
        readonly freeOrPaid: FreeOrPaid;
        readonly id: string;
        readonly imageLink: string;
      } | null | undefined;
    } | null | undefined> | null | undefined;
  };
  readonly publicMedia: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"Picture_media">;
  }>;
  readonly " $fragmentType": "DesignGallerySection_query";
};
export type DesignGallerySection_query$key = {
  readonly " $data"?: DesignGallerySection_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"DesignGallerySection_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DesignGallerySection_query",
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 24
        }
      ],
      "concreteType": "DesignItemConnection",
      "kind": "LinkedField",
      "name": "designItems",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "DesignItemEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "DesignItem",
              "kind": "LinkedField",
              "name": "node",
              "plural": false,
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
                  "name": "format",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "category",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "freeOrPaid",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "imageLink",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "canvaLink",
                  "storageKey": null
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": "designItems(first:24)"
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

(node as any).hash = "afb1f84410733ada4f0397c4278e53e8";

export default node;
