/**
 * @generated SignedSource<<e4b5707b2fb4a61829199fe76d932a50>>
 * @relayHash f4308a8a23ec4c1f2524591ea3539d2e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f4308a8a23ec4c1f2524591ea3539d2e

import type { ConcreteRequest } from 'relay-runtime';
export type contentBannerAdminQuery$variables = Record<PropertyKey, never>;
export type contentBannerAdminQuery$data = {
  readonly banners: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly bannerDetails: string;
        readonly bannerHeading: string;
        readonly bannerImage: string;
        readonly buttonLink: string;
        readonly id: string;
        readonly version: number;
        readonly youtubeLink: string;
      } | null | undefined;
    } | null | undefined> | null | undefined;
    readonly totalCount: number;
  };
};
export type contentBannerAdminQuery = {
  response: contentBannerAdminQuery$data;
  variables: contentBannerAdminQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Literal",
        "name": "first",
        "value": 100
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
        "kind": "ScalarField",
        "name": "totalCount",
        "storageKey": null
      },
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
                "name": "version",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "bannerHeading",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "bannerDetails",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "bannerImage",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "buttonLink",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "youtubeLink",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": "banners(first:100)"
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "contentBannerAdminQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "contentBannerAdminQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "f4308a8a23ec4c1f2524591ea3539d2e",
    "metadata": {},
    "name": "contentBannerAdminQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "31255ea95e99b6854781c6f2f16d397b";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
