/**
 * @generated SignedSource<<2607ce9fba67be18dab47eaa7090e297>>
 * @relayHash 77ec0ed58190ee270bae8b605aaee3dd
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 77ec0ed58190ee270bae8b605aaee3dd

import type { ConcreteRequest } from 'relay-runtime';
export type FooterSocialAdminQuery$variables = Record<PropertyKey, never>;
export type FooterSocialAdminQuery$data = {
  readonly footerSocials: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly fblink: string;
        readonly id: string;
        readonly inslink: string;
      } | null | undefined;
    } | null | undefined> | null | undefined;
  };
};
export type FooterSocialAdminQuery = {
  response: FooterSocialAdminQuery$data;
  variables: FooterSocialAdminQuery$variables;
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
    "concreteType": "FooterSocialConnection",
    "kind": "LinkedField",
    "name": "footerSocials",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "FooterSocialEdge",
        "kind": "LinkedField",
        "name": "edges",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "FooterSocial",
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
                "name": "fblink",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "inslink",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": "footerSocials(first:1)"
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "FooterSocialAdminQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "FooterSocialAdminQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "77ec0ed58190ee270bae8b605aaee3dd",
    "metadata": {},
    "name": "FooterSocialAdminQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "0ef793bec240e1719119cae358ee9eef";

export default node;
