/**
 * @generated SignedSource<<7225f057a2695674b86e2364aa6c540a>>
 * @relayHash c832d1aef42e1cd533e5209c7f538f02
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c832d1aef42e1cd533e5209c7f538f02

import type { ConcreteRequest } from 'relay-runtime';
export type contentAboutAdminQuery$variables = Record<PropertyKey, never>;
export type contentAboutAdminQuery$data = {
  readonly abouts: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly aboutDetails: string;
        readonly aboutHeading: string;
        readonly aboutImg: string;
        readonly aboutPointhree: string;
        readonly aboutPointone: string;
        readonly aboutPointwo: string;
        readonly aboutText: string;
        readonly id: string;
        readonly version: number;
      } | null | undefined;
    } | null | undefined> | null | undefined;
    readonly totalCount: number;
  };
};
export type contentAboutAdminQuery = {
  response: contentAboutAdminQuery$data;
  variables: contentAboutAdminQuery$variables;
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
    "concreteType": "AboutConnection",
    "kind": "LinkedField",
    "name": "abouts",
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
        "concreteType": "AboutEdge",
        "kind": "LinkedField",
        "name": "edges",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "About",
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
                "name": "aboutImg",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "aboutHeading",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "aboutText",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "aboutDetails",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "aboutPointone",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "aboutPointwo",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "aboutPointhree",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": "abouts(first:100)"
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "contentAboutAdminQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "contentAboutAdminQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "c832d1aef42e1cd533e5209c7f538f02",
    "metadata": {},
    "name": "contentAboutAdminQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "6b7375ea484a6fdad6a90109fda6b3ca";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
