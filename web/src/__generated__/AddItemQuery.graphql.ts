/**
 * @generated SignedSource<<c2835dbc1baf11ab22990d571b1290d5>>
 * @relayHash dd05a5f954b5f6ce78b13dd128360684
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID dd05a5f954b5f6ce78b13dd128360684

import type { ConcreteRequest } from 'relay-runtime';
export type DesignFormat = "Facebook" | "Instagram" | "YouTube" | "%future added value";
export type FreeOrPaid = "Free" | "Paid" | "%future added value";
export type AddItemQuery$variables = Record<PropertyKey, never>;
export type AddItemQuery$data = {
  readonly categories: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly name: string;
      } | null | undefined;
    } | null | undefined> | null | undefined;
  };
  readonly designItems: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly canvaLink: string;
        readonly category: string;
        readonly format: DesignFormat;
        readonly freeOrPaid: FreeOrPaid;
        readonly id: string;
        readonly imageLink: string;
      } | null | undefined;
    } | null | undefined> | null | undefined;
  };
};
export type AddItemQuery = {
  response: AddItemQuery$data;
  variables: AddItemQuery$variables;
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
  "name": "id",
  "storageKey": null
},
v2 = [
  {
    "alias": null,
    "args": (v0/*:: as any*/),
    "concreteType": "CategoryConnection",
    "kind": "LinkedField",
    "name": "categories",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "CategoryEdge",
        "kind": "LinkedField",
        "name": "edges",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Category",
            "kind": "LinkedField",
            "name": "node",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "name",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": "categories(first:100)"
  },
  {
    "alias": null,
    "args": (v0/*:: as any*/),
    "concreteType": "DesignItemConnection",
    "kind": "LinkedField",
    "name": "designItems",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "DesignItemEdge",
        "kind": "LinkedField",
        "name": "edges",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "DesignItem",
            "kind": "LinkedField",
            "name": "node",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "format",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "category",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "freeOrPaid",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "imageLink",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "canvaLink",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": "designItems(first:100)"
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "AddItemQuery",
    "selections": (v2/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "AddItemQuery",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "dd05a5f954b5f6ce78b13dd128360684",
    "metadata": {},
    "name": "AddItemQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "448680d82b896b0e9957520ce4f3a1fd";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
