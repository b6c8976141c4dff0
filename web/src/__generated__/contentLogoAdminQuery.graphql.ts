/**
 * @generated SignedSource<<84caa8568689c065a5189e1318eefc24>>
 * @relayHash 9a48d884fc8a8498c4998dfb28f093ff
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9a48d884fc8a8498c4998dfb28f093ff

import type { ConcreteRequest } from 'relay-runtime';
export type contentLogoAdminQuery$variables = Record<PropertyKey, never>;
export type contentLogoAdminQuery$data = {
  readonly logos: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly logo: string;
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
    "id": "9a48d884fc8a8498c4998dfb28f093ff",
    "metadata": {},
    "name": "contentLogoAdminQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "524fe7860cfa46cad990c9df2701cf18";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
