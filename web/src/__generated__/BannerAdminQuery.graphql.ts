/**
 * @generated SignedSource<<5b64df1ee3a1e4317b043778aa4cb031>>
 * @relayHash 8601bc13094101823f19285a36b80071
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8601bc13094101823f19285a36b80071

import type { ConcreteRequest } from 'relay-runtime';
export type BannerAdminQuery$variables = Record<PropertyKey, never>;
export type BannerAdminQuery$data = {
  readonly banners: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly bannerHeading: string;
        readonly id: string;
      } | null | undefined;
    } | null | undefined> | null | undefined;
  };
};
export type BannerAdminQuery = {
  response: BannerAdminQuery$data;
  variables: BannerAdminQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Literal",
        "name": "first",
        "value": 1
      }
    ],
    "concreteType": "BannerConnection",
    "kind": "LinkedField",
    "name": "banners",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "BannerEdge",
        "kind": "LinkedField",
        "name": "edges",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Banner",
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
                "name": "bannerHeading",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": "banners(first:1)"
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "BannerAdminQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "BannerAdminQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "8601bc13094101823f19285a36b80071",
    "metadata": {},
    "name": "BannerAdminQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "a0d0655abbb06e2bdcce1e16b1f12c4a";

export default node;
