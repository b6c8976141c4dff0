/**
 * @generated SignedSource<<59e26a98db3a9b1e1200f39b5f1bd1da>>
 * @relayHash 30cd1b46d142f06e0be5510de4cd3e84
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 30cd1b46d142f06e0be5510de4cd3e84

import type { ConcreteRequest } from 'relay-runtime';
export type ServiceAdminQuery$variables = Record<PropertyKey, never>;
export type ServiceAdminQuery$data = {
  readonly serviceHeadings: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly serviceHeading: string;
        readonly servicesubHeading: string;
      } | null | undefined;
    } | null | undefined> | null | undefined;
  };
  readonly serviceItems: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly serviceDetails: string;
        readonly serviceIcon: string;
        readonly serviceTitle: string;
      } | null | undefined;
    } | null | undefined> | null | undefined;
    readonly totalCount: number;
  };
};
export type ServiceAdminQuery = {
  response: ServiceAdminQuery$data;
  variables: ServiceAdminQuery$variables;
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
        "value": 1
      }
    ],
    "concreteType": "ServiceHeadingConnection",
    "kind": "LinkedField",
    "name": "serviceHeadings",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "ServiceHeadingEdge",
        "kind": "LinkedField",
        "name": "edges",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "ServiceHeading",
            "kind": "LinkedField",
            "name": "node",
            "plural": false,
            "selections": [
              (v0/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "serviceHeading",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "servicesubHeading",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": "serviceHeadings(first:1)"
  },
  {
    "alias": null,
    "args": [
      {
        "kind": "Literal",
        "name": "first",
        "value": 100
      }
    ],
    "concreteType": "ServiceItemConnection",
    "kind": "LinkedField",
    "name": "serviceItems",
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
        "concreteType": "ServiceItemEdge",
        "kind": "LinkedField",
        "name": "edges",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "ServiceItem",
            "kind": "LinkedField",
            "name": "node",
            "plural": false,
            "selections": [
              (v0/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "serviceIcon",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "serviceTitle",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "serviceDetails",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": "serviceItems(first:100)"
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "ServiceAdminQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ServiceAdminQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "30cd1b46d142f06e0be5510de4cd3e84",
    "metadata": {},
    "name": "ServiceAdminQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "f1fcbedb76154bc37bf37a2c23a7a888";

export default node;
