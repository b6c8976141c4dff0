/**
 * @generated SignedSource<<e21411c65abf9430ac7851dbe7a48ca3>>
 * @relayHash ac72d6298f568aec86b5181939a0ad10
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ac72d6298f568aec86b5181939a0ad10

import type { ConcreteRequest } from 'relay-runtime';
export type contentContactAdminQuery$variables = Record<PropertyKey, never>;
export type contentContactAdminQuery$data = {
  readonly contactItems: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly contactDetails: string;
        readonly contactImg: string;
        readonly contactTitle: string;
        readonly id: string;
        readonly version: number;
      } | null | undefined;
    } | null | undefined> | null | undefined;
    readonly totalCount: number;
  };
};
export type contentContactAdminQuery = {
  response: contentContactAdminQuery$data;
  variables: contentContactAdminQuery$variables;
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
    "concreteType": "ContactItemConnection",
    "kind": "LinkedField",
    "name": "contactItems",
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
        "concreteType": "ContactItemEdge",
        "kind": "LinkedField",
        "name": "edges",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "ContactItem",
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
                "name": "contactImg",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "contactTitle",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "contactDetails",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": "contactItems(first:100)"
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "contentContactAdminQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "contentContactAdminQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "ac72d6298f568aec86b5181939a0ad10",
    "metadata": {},
    "name": "contentContactAdminQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "c6276ff5efdb882ee2bd05cad1c76caf";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
