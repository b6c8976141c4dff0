/**
 * @generated SignedSource<<dbbffd3397a8a79306765f09b46b69e2>>
 * @relayHash 64fe68e72176ed2827c139c7614fa1f1
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 64fe68e72176ed2827c139c7614fa1f1

import type { ConcreteRequest } from 'relay-runtime';
export type LogoAdminQuery$variables = Record<PropertyKey, never>;
export type LogoAdminQuery$data = {
  readonly logos: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly logo: string;
      } | null | undefined;
    } | null | undefined> | null | undefined;
  };
};
export type LogoAdminQuery = {
  response: LogoAdminQuery$data;
  variables: LogoAdminQuery$variables;
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
    "concreteType": "LogoConnection",
    "kind": "LinkedField",
    "name": "logos",
    "plural": false,
    "selections": [
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
    "storageKey": "logos(first:1)"
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "LogoAdminQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "LogoAdminQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "64fe68e72176ed2827c139c7614fa1f1",
    "metadata": {},
    "name": "LogoAdminQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "4e9be75a2f514aad177725097b034a78";

export default node;
