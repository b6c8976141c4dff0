/**
 * @generated SignedSource<<e0112189d69ee5d85fb3c3c9ff13dc92>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type SiteHeader_query$data = {
  readonly logos: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly logo: string;
      } | null | undefined;
    } | null | undefined> | null | undefined;
  };
  readonly publicMedia: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"Picture_media">;
  }>;
  readonly " $fragmentType": "SiteHeader_query";
};
export type SiteHeader_query$key = {
  readonly " $data"?: SiteHeader_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"SiteHeader_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SiteHeader_query",
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
      "concreteType": "LogoConnection",
      "kind": "LinkedField",
      "name": "logos",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "LogoEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "Logo",
              "kind": "LinkedField",
              "name": "node",
              "plural": false,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "logo",
                  "storageKey": null
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": "logos(first:1)"
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

(node as any).hash = "408c51f7ebb0ec348caaeb024300818e";

export default node;
