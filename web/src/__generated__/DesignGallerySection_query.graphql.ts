/**
 * @generated SignedSource<<e13b413892cbec1c170511f9a7578c1e>>
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
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "b2dceb07b6d287abe6d28f166ecdb48f";

export default node;
