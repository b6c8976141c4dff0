/**
 * @generated SignedSource<<8fd86d266af54c78f179eb9b10880367>>
 * @relayHash bf4c1922daebe93333dede98ea6f9c58
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID bf4c1922daebe93333dede98ea6f9c58

import type { ConcreteRequest } from 'relay-runtime';
export type MenuName = "FOOTER" | "HEADER" | "%future added value";
export type MenusAdminQuery$variables = Record<PropertyKey, never>;
export type MenusAdminQuery$data = {
  readonly menuItems: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly label: string;
        readonly menu: MenuName;
        readonly newTab: boolean;
        readonly target: string;
        readonly version: number;
      } | null | undefined;
    } | null | undefined> | null | undefined;
  };
  readonly menuTargets: ReadonlyArray<{
    readonly kind: string;
    readonly path: string;
    readonly title: string;
  }>;
};
export type MenusAdminQuery = {
  response: MenusAdminQuery$data;
  variables: MenusAdminQuery$variables;
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
    "concreteType": "MenuItemConnection",
    "kind": "LinkedField",
    "name": "menuItems",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "MenuItemEdge",
        "kind": "LinkedField",
        "name": "edges",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "MenuItem",
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
                "name": "menu",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "label",
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
                "name": "newTab",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": "menuItems(first:100)"
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "MenuTarget",
    "kind": "LinkedField",
    "name": "menuTargets",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "path",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "title",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "kind",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "MenusAdminQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "MenusAdminQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "bf4c1922daebe93333dede98ea6f9c58",
    "metadata": {},
    "name": "MenusAdminQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "df339c459f1e0ebe7265a69389f06474";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
