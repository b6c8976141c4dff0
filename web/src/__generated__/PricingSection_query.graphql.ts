/**
 * @generated SignedSource<<9cf7ee595d544caee1acd9afd7b35cec>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type BillingPeriod = "monthly" | "one_time" | "yearly" | "%future added value";
export type PackageName = "Basic" | "Premium" | "Standard" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type PricingSection_query$data = {
  readonly paymentsReady: boolean;
  readonly pricingPackages: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly billingPeriod: BillingPeriod;
        readonly id: string;
        readonly packageButtonText: string;
        readonly packageDetails: string;
        readonly packageName: PackageName;
        readonly packagePointEight: string;
        readonly packagePointFive: string;
        readonly packagePointFour: string;
        readonly packagePointNine: string;
        readonly packagePointOne: string;
        readonly packagePointSeven: string;
        readonly packagePointSix: string;
        readonly packagePointTen: string;
        readonly packagePointThree: string;
        readonly packagePointTwo: string;
        readonly packagePrice: string;
      } | null | undefined;
    } | null | undefined> | null | undefined;
  };
  readonly " $fragmentType": "PricingSection_query";
};
export type PricingSection_query$key = {
  readonly " $data"?: PricingSection_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"PricingSection_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PricingSection_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "paymentsReady",
      "storageKey": null
    },
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 12
        }
      ],
      "concreteType": "PricingPackageConnection",
      "kind": "LinkedField",
      "name": "pricingPackages",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "PricingPackageEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "PricingPackage",
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
                  "name": "packageName",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "packageDetails",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "packagePrice",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "billingPeriod",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "packageButtonText",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "packagePointOne",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "packagePointTwo",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "packagePointThree",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "packagePointFour",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "packagePointFive",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "packagePointSix",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "packagePointSeven",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "packagePointEight",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "packagePointNine",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "packagePointTen",
                  "storageKey": null
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": "pricingPackages(first:12)"
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "663b7c8fe7bb51a6208d1b07c6b32581";

export default node;
