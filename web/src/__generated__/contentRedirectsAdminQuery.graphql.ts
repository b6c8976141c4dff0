/**
 * @generated SignedSource<<84c8c8f38307e3d2636afe35a0c350ca>>
 * @relayHash 4ac7d359516ef66cb12c449b1100b3c0
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4ac7d359516ef66cb12c449b1100b3c0

import type { ConcreteRequest } from 'relay-runtime';
export type AllowExternal = "No" | "Yes" | "%future added value";
export type RedirectKind = "Gone" | "Moved" | "%future added value";
export type contentRedirectsAdminQuery$variables = Record<PropertyKey, never>;
export type contentRedirectsAdminQuery$data = {
  readonly redirects: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly allowExternal: AllowExternal;
        readonly fromPath: string;
        readonly id: string;
        readonly kind: RedirectKind;
        readonly target: string;
        readonly version: number;
      } | null | undefined;
    } | null | undefined> | null | undefined;
    readonly totalCount: number;
  };
};
export type contentRedirectsAdminQuery = {
  response: contentRedirectsAdminQuery$data;
  variables: contentRedirectsAdminQuery$variables;
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
    "concreteType": "RedirectConnection",
    "kind": "LinkedField",
    "name": "redirects",
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
        "concreteType": "RedirectEdge",
        "kind": "LinkedField",
        "name": "edges",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Redirect",
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
                "name": "fromPath",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "target",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "kind",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "allowExternal",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": "redirects(first:100)"
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "contentRedirectsAdminQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "contentRedirectsAdminQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "4ac7d359516ef66cb12c449b1100b3c0",
    "metadata": {},
    "name": "contentRedirectsAdminQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "57787744370e24e3ce08598eb398abb9";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
