/**
 * @generated SignedSource<<7d232e4ae5bf071e50a24c61a044068a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ContactInfoSection_query$data = {
  readonly contactItems: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly contactDetails: string;
        readonly contactImg: string;
        readonly contactTitle: string;
        readonly id: string;
      } | null | undefined;
    } | null | undefined> | null | undefined;
  };
  readonly " $fragmentType": "ContactInfoSection_query";
};
export type ContactInfoSection_query$key = {
  readonly " $data"?: ContactInfoSection_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"ContactInfoSection_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ContactInfoSection_query",
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 12
        }
      ],
      "concreteType": "ContactItemConnection",
      "kind": "LinkedField",
      "name": "contactItems",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "ContactItemEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "ContactItem",
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
                  "name": "contactImg",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "contactTitle",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "contactDetails",
                  "storageKey": null
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": "contactItems(first:12)"
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "16831a428d85dad3e582d4f8ed8bcd66";

export default node;
