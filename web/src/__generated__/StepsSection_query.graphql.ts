/**
 * @generated SignedSource<<3733cc46e9be31af5bd2272341280f8b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type StepsSection_query$data = {
  readonly steps: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly stepDetails: string;
        readonly stepNumber: string;
        readonly stepTitle: string;
      } | null | undefined;
    } | null | undefined> | null | undefined;
  };
  readonly " $fragmentType": "StepsSection_query";
};
export type StepsSection_query$key = {
  readonly " $data"?: StepsSection_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"StepsSection_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "StepsSection_query",
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
      "concreteType": "StepConnection",
      "kind": "LinkedField",
      "name": "steps",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "StepEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "Step",
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
                  "name": "stepNumber",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "stepTitle",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "stepDetails",
                  "storageKey": null
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": "steps(first:12)"
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "95bd2713100d3a8bc529f29d320279d4";

export default node;
