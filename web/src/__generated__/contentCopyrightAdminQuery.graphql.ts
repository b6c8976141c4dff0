/**
 * @generated SignedSource<<1602887d843308b8a1e4648a60c8f870>>
 * @relayHash 3b0e046613ba7678018c8e3de1a7830e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3b0e046613ba7678018c8e3de1a7830e

import type { ConcreteRequest } from 'relay-runtime';
export type contentCopyrightAdminQuery$variables = Record<PropertyKey, never>;
export type contentCopyrightAdminQuery$data = {
  readonly copyrights: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly copyrightText: string;
        readonly id: string;
        readonly version: number;
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
                "name": "version",
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
    "id": "3b0e046613ba7678018c8e3de1a7830e",
    "metadata": {},
    "name": "contentCopyrightAdminQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "2b781666416b6a1fb28c7feef42ad1fd";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
