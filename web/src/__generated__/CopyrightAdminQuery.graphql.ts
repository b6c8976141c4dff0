/**
 * @generated SignedSource<<239950c71636d45bf1b76e657e68c526>>
 * @relayHash e0135f0fad58eccb1efe8bf368ae2f75
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e0135f0fad58eccb1efe8bf368ae2f75

import type { ConcreteRequest } from 'relay-runtime';
export type CopyrightAdminQuery$variables = Record<PropertyKey, never>;
export type CopyrightAdminQuery$data = {
  readonly copyrights: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly copyrightText: string;
        readonly id: string;
      } | null | undefined;
    } | null | undefined> | null | undefined;
  };
};
export type CopyrightAdminQuery = {
  response: CopyrightAdminQuery$data;
  variables: CopyrightAdminQuery$variables;
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
    "concreteType": "CopyrightConnection",
    "kind": "LinkedField",
    "name": "copyrights",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "CopyrightEdge",
        "kind": "LinkedField",
        "name": "edges",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Copyright",
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
                "name": "copyrightText",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": "copyrights(first:1)"
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "CopyrightAdminQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "CopyrightAdminQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "e0135f0fad58eccb1efe8bf368ae2f75",
    "metadata": {},
    "name": "CopyrightAdminQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "c11c1064c7652f57d46a7184c67f27ae";

export default node;
