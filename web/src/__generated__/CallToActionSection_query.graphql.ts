/**
 * @generated SignedSource<<6a7bf2a001061a622a73011a829745ec>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type CallToActionSection_query$data = {
  readonly callToActions: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly buttonLink: string;
        readonly buttonText: string;
        readonly heading: string;
        readonly id: string;
        readonly subHeading: string;
      } | null | undefined;
    } | null | undefined> | null | undefined;
  };
  readonly " $fragmentType": "CallToActionSection_query";
};
export type CallToActionSection_query$key = {
  readonly " $data"?: CallToActionSection_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"CallToActionSection_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CallToActionSection_query",
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 10
        }
      ],
      "concreteType": "CallToActionConnection",
      "kind": "LinkedField",
      "name": "callToActions",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "CallToActionEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "CallToAction",
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
                  "name": "heading",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "subHeading",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "buttonText",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "buttonLink",
                  "storageKey": null
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": "callToActions(first:10)"
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "4e573af6018f968a70707f715e7897b8";

export default node;
