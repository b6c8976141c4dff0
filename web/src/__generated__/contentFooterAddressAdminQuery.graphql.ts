/**
 * @generated SignedSource<<21883b2ac35b9571cd8ff8b05562e85d>>
 * @relayHash df929933c375d83c4b360c95bcd04841
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID df929933c375d83c4b360c95bcd04841

import type { ConcreteRequest } from 'relay-runtime';
export type contentFooterAddressAdminQuery$variables = Record<PropertyKey, never>;
export type contentFooterAddressAdminQuery$data = {
  readonly footerAddresses: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly footerEmail: string;
        readonly footerPhone: string;
        readonly footeraddress: string;
        readonly id: string;
        readonly version: number;
      } | null | undefined;
    } | null | undefined> | null | undefined;
    readonly totalCount: number;
  };
};
export type contentFooterAddressAdminQuery = {
  response: contentFooterAddressAdminQuery$data;
  variables: contentFooterAddressAdminQuery$variables;
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
    "concreteType": "FooterAddressConnection",
    "kind": "LinkedField",
    "name": "footerAddresses",
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
                "name": "version",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "footerPhone",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "footeraddress",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "footerEmail",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": "footerAddresses(first:100)"
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "contentFooterAddressAdminQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "contentFooterAddressAdminQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "df929933c375d83c4b360c95bcd04841",
    "metadata": {},
    "name": "contentFooterAddressAdminQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "156b3220b0a1a04a63f27bc53538b3fb";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
