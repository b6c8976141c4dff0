/**
 * @generated SignedSource<<c7356784a0678a80b136c3769f4993eb>>
 * @relayHash 2edc787f5d245b97cb6a7c79882361db
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2edc787f5d245b97cb6a7c79882361db

import type { ConcreteRequest } from 'relay-runtime';
export type PricingAdminQuery$variables = Record<PropertyKey, never>;
export type PricingAdminQuery$data = {
  readonly pricingPackages: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly packageDetails: string;
        readonly packageName: string;
        readonly packagePrice: string;
      } | null | undefined;
    } | null | undefined> | null | undefined;
  };
  readonly testimonials: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly image: string;
        readonly personName: string;
        readonly personTitle: string;
      } | null | undefined;
    } | null | undefined> | null | undefined;
  };
};
export type PricingAdminQuery = {
  response: PricingAdminQuery$data;
  variables: PricingAdminQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Literal",
        "name": "first",
        "value": 20
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
              (v0/*:: as any*/),
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
                "name": "packagePrice",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "packageDetails",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": "pricingPackages(first:20)"
  },
  {
    "alias": null,
    "args": [
      {
        "kind": "Literal",
        "name": "first",
        "value": 50
      }
    ],
    "concreteType": "TestimonialConnection",
    "kind": "LinkedField",
    "name": "testimonials",
    "plural": false,
    "selections": [
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
              (v0/*:: as any*/),
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
                "name": "image",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": "testimonials(first:50)"
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "PricingAdminQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "PricingAdminQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "2edc787f5d245b97cb6a7c79882361db",
    "metadata": {},
    "name": "PricingAdminQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "27ce750484e0167143a469e1a7efd6f8";

export default node;
