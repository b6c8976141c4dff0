/**
 * @generated SignedSource<<edd17a86cdb85dfffe0dfbab9495a554>>
 * @relayHash a85cbbd18ef82d26494d198b8098425d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a85cbbd18ef82d26494d198b8098425d

import type { ConcreteRequest } from 'relay-runtime';
export type contentSiteIdentityAdminQuery$variables = Record<PropertyKey, never>;
export type contentSiteIdentityAdminQuery$data = {
  readonly siteIdentities: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly legalAddress: string;
        readonly legalName: string;
        readonly siteName: string;
        readonly socialImage: string;
        readonly tagline: string;
        readonly taxID: string;
        readonly version: number;
      } | null | undefined;
    } | null | undefined> | null | undefined;
    readonly totalCount: number;
  };
};
export type contentSiteIdentityAdminQuery = {
  response: contentSiteIdentityAdminQuery$data;
  variables: contentSiteIdentityAdminQuery$variables;
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
    "concreteType": "SiteIdentityConnection",
    "kind": "LinkedField",
    "name": "siteIdentities",
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
        "concreteType": "SiteIdentityEdge",
        "kind": "LinkedField",
        "name": "edges",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "SiteIdentity",
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
                "name": "siteName",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "tagline",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "legalName",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "legalAddress",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "taxID",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "socialImage",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": "siteIdentities(first:100)"
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "contentSiteIdentityAdminQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "contentSiteIdentityAdminQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "a85cbbd18ef82d26494d198b8098425d",
    "metadata": {},
    "name": "contentSiteIdentityAdminQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "289472a762503fb4af9135ff64c42dfc";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
