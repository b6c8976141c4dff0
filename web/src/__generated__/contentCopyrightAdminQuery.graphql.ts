/**
 * @generated SignedSource<<fbd67762d0f236d7a7c51f8340b66d8e>>
 * @relayHash 29496773e38c6732ef483d6f527b4115
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 29496773e38c6732ef483d6f527b4115

import type { ConcreteRequest } from 'relay-runtime';
export type contentCopyrightAdminQuery$variables = Record<PropertyKey, never>;
export type contentCopyrightAdminQuery$data = {
  readonly copyrights: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly copyrightText: string;
        readonly id: string;
      } | null | undefined;
    } | null | undefined> | null | undefined;
    readonly totalCount: number;
  };
};
export type contentCopyrightAdminQuery = {
  response: contentCopyrightAdminQuery$data;
  variables: contentCopyrightAdminQuery$variables;
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
    "concreteType": "CopyrightConnection",
    "kind": "LinkedField",
    "name": "copyrights",
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
    "storageKey": "copyrights(first:100)"
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "contentCopyrightAdminQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "contentCopyrightAdminQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "29496773e38c6732ef483d6f527b4115",
    "metadata": {},
    "name": "contentCopyrightAdminQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "92692fe766b2f3c54a0a90a5d013199d";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
