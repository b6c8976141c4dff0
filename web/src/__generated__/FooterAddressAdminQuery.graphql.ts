/**
 * @generated SignedSource<<84f42bebe618824c94d5f5d074f76a4e>>
 * @relayHash 8ca0786abdfaaf1084e414dbccd193b2
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8ca0786abdfaaf1084e414dbccd193b2

import type { ConcreteRequest } from 'relay-runtime';
export type FooterAddressAdminQuery$variables = Record<PropertyKey, never>;
export type FooterAddressAdminQuery$data = {
  readonly footerAddresses: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly footeraddress: string;
        readonly id: string;
      } | null | undefined;
    } | null | undefined> | null | undefined;
  };
};
export type FooterAddressAdminQuery = {
  response: FooterAddressAdminQuery$data;
  variables: FooterAddressAdminQuery$variables;
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
    "concreteType": "FooterAddressConnection",
    "kind": "LinkedField",
    "name": "footerAddresses",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "FooterAddressEdge",
        "kind": "LinkedField",
        "name": "edges",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "FooterAddress",
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
                "name": "footeraddress",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": "footerAddresses(first:1)"
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "FooterAddressAdminQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "FooterAddressAdminQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "8ca0786abdfaaf1084e414dbccd193b2",
    "metadata": {},
    "name": "FooterAddressAdminQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "89538d51abef4b1d04a00924805d2b27";

export default node;
