/**
 * @generated SignedSource<<31e4e53e00b9b4d6158611c2b5a876de>>
 * @relayHash 1989dcc2613d5e7490c549f454beb0b2
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1989dcc2613d5e7490c549f454beb0b2

import type { ConcreteRequest } from 'relay-runtime';
export type contentLogoAdminQuery$variables = Record<PropertyKey, never>;
export type contentLogoAdminQuery$data = {
  readonly logos: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly logo: string;
        readonly version: number;
      } | null | undefined;
    } | null | undefined> | null | undefined;
    readonly totalCount: number;
  };
};
export type contentLogoAdminQuery = {
  response: contentLogoAdminQuery$data;
  variables: contentLogoAdminQuery$variables;
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
    "concreteType": "LogoConnection",
    "kind": "LinkedField",
    "name": "logos",
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
        "concreteType": "LogoEdge",
        "kind": "LinkedField",
        "name": "edges",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Logo",
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
                "name": "logo",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": "logos(first:100)"
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "contentLogoAdminQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "contentLogoAdminQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "1989dcc2613d5e7490c549f454beb0b2",
    "metadata": {},
    "name": "contentLogoAdminQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "57b64ce5c8af95a857b19015240497de";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
