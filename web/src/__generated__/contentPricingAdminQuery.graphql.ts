/**
 * @generated SignedSource<<9be4b51352bd1a7e3a5c28db05dde9b9>>
 * @relayHash 55e951e663605ab8997a04772c2ddbfe
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 55e951e663605ab8997a04772c2ddbfe

import type { ConcreteRequest } from 'relay-runtime';
export type BillingPeriod = "monthly" | "one_time" | "yearly" | "%future added value";
export type PackageName = "Basic" | "Premium" | "Standard" | "%future added value";
export type contentPricingAdminQuery$variables = Record<PropertyKey, never>;
export type contentPricingAdminQuery$data = {
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
        readonly version: number;
      } | null | undefined;
    } | null | undefined> | null | undefined;
    readonly totalCount: number;
  };
  readonly testimonials: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly desc: string;
        readonly id: string;
        readonly image: string;
        readonly personName: string;
        readonly personTitle: string;
        readonly version: number;
      } | null | undefined;
    } | null | undefined> | null | undefined;
    readonly totalCount: number;
  };
};
export type contentPricingAdminQuery = {
  response: contentPricingAdminQuery$data;
  variables: contentPricingAdminQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 100
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "totalCount",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "version",
  "storageKey": null
},
v4 = [
  {
    "alias": null,
    "args": (v0/*:: as any*/),
    "concreteType": "PricingPackageConnection",
    "kind": "LinkedField",
    "name": "pricingPackages",
    "plural": false,
    "selections": [
      (v1/*:: as any*/),
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
              (v2/*:: as any*/),
              (v3/*:: as any*/),
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
    "storageKey": "pricingPackages(first:100)"
  },
  {
    "alias": null,
    "args": (v0/*:: as any*/),
    "concreteType": "TestimonialConnection",
    "kind": "LinkedField",
    "name": "testimonials",
    "plural": false,
    "selections": [
      (v1/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "concreteType": "TestimonialEdge",
        "kind": "LinkedField",
        "name": "edges",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Testimonial",
            "kind": "LinkedField",
            "name": "node",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "image",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "personName",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "personTitle",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "desc",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": "testimonials(first:100)"
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "contentPricingAdminQuery",
    "selections": (v4/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "contentPricingAdminQuery",
    "selections": (v4/*:: as any*/)
  },
  "params": {
    "id": "55e951e663605ab8997a04772c2ddbfe",
    "metadata": {},
    "name": "contentPricingAdminQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "111620153274aa1bc787be391d86408b";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
