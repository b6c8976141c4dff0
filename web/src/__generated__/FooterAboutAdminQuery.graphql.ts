/**
 * @generated SignedSource<<0a1019b49df7d82b13d4893486601ea7>>
 * @relayHash 26e91bc9f2050a71458d876fb8187499
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 26e91bc9f2050a71458d876fb8187499

import type { ConcreteRequest } from 'relay-runtime';
export type FooterAboutAdminQuery$variables = Record<PropertyKey, never>;
export type FooterAboutAdminQuery$data = {
  readonly footerAbouts: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly aboutFooterText: string;
        readonly id: string;
      } | null | undefined;
    } | null | undefined> | null | undefined;
  };
};
export type FooterAboutAdminQuery = {
  response: FooterAboutAdminQuery$data;
  variables: FooterAboutAdminQuery$variables;
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
    "concreteType": "FooterAboutConnection",
    "kind": "LinkedField",
    "name": "footerAbouts",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "FooterAboutEdge",
        "kind": "LinkedField",
        "name": "edges",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "FooterAbout",
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
                "name": "aboutFooterText",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": "footerAbouts(first:1)"
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "FooterAboutAdminQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "FooterAboutAdminQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "26e91bc9f2050a71458d876fb8187499",
    "metadata": {},
    "name": "FooterAboutAdminQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "576783c4b183e964095c7ed2e4f5c464";

export default node;
