/**
 * @generated SignedSource<<7734166700df1107f868a1e6811dde9f>>
 * @relayHash ea74c5612af969fde98a26a13a6a90f3
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ea74c5612af969fde98a26a13a6a90f3

import type { ConcreteRequest } from 'relay-runtime';
export type AboutAdminQuery$variables = Record<PropertyKey, never>;
export type AboutAdminQuery$data = {
  readonly abouts: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly aboutHeading: string;
        readonly id: string;
      } | null | undefined;
    } | null | undefined> | null | undefined;
  };
};
export type AboutAdminQuery = {
  response: AboutAdminQuery$data;
  variables: AboutAdminQuery$variables;
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
    "concreteType": "AboutConnection",
    "kind": "LinkedField",
    "name": "abouts",
    "plural": false,
    "selections": [
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
                "name": "aboutHeading",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": "abouts(first:1)"
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "AboutAdminQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "AboutAdminQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "ea74c5612af969fde98a26a13a6a90f3",
    "metadata": {},
    "name": "AboutAdminQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "3c156ff860bb0dbc39c2638cea57dcc3";

export default node;
