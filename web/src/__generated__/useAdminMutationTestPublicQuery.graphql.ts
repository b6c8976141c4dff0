/**
 * @generated SignedSource<<5f0c6241b3c186e7982febb897ed188e>>
 * @relayHash 7b3d3c92416895a1f0d25cd18ad6956b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7b3d3c92416895a1f0d25cd18ad6956b

import type { ConcreteRequest } from 'relay-runtime';
export type useAdminMutationTestPublicQuery$variables = Record<PropertyKey, never>;
export type useAdminMutationTestPublicQuery$data = {
  readonly serviceItems: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly serviceTitle: string;
      } | null | undefined;
    } | null | undefined> | null | undefined;
  };
};
export type useAdminMutationTestPublicQuery = {
  response: useAdminMutationTestPublicQuery$data;
  variables: useAdminMutationTestPublicQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Literal",
        "name": "first",
        "value": 10
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
                "name": "serviceTitle",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": "serviceItems(first:10)"
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "useAdminMutationTestPublicQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useAdminMutationTestPublicQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "7b3d3c92416895a1f0d25cd18ad6956b",
    "metadata": {},
    "name": "useAdminMutationTestPublicQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "e9d1dae7405b4f4c9875a94682959797";

export default node;
