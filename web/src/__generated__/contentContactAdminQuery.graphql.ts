/**
 * @generated SignedSource<<9b1b1339e2dc14caeae4ea76c4820d24>>
 * @relayHash b873b7146fa4ac0e47a4b1eec3913c4e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b873b7146fa4ac0e47a4b1eec3913c4e

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
    "id": "b873b7146fa4ac0e47a4b1eec3913c4e",
    "metadata": {},
    "name": "contentContactAdminQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "963e091989ac867ba1601b60e3a27e51";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
