/**
 * @generated SignedSource<<5582be3e543d614cf7f69158cc8bae08>>
 * @relayHash 71047dd875bbf4bca2616cb56b372592
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 71047dd875bbf4bca2616cb56b372592

import type { ConcreteRequest } from 'relay-runtime';
export type ContactAdminQuery$variables = Record<PropertyKey, never>;
export type ContactAdminQuery$data = {
  readonly contactItems: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly contactDetails: string;
        readonly contactImg: string;
        readonly contactTitle: string;
        readonly id: string;
      } | null | undefined;
    } | null | undefined> | null | undefined;
  };
};
export type ContactAdminQuery = {
  response: ContactAdminQuery$data;
  variables: ContactAdminQuery$variables;
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
    "name": "ContactAdminQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ContactAdminQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "71047dd875bbf4bca2616cb56b372592",
    "metadata": {},
    "name": "ContactAdminQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "80afd4abcf7951814e44386820a703b8";

export default node;
