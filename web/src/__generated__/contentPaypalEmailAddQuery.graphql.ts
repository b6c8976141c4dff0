/**
 * @generated SignedSource<<598ebb63dfc8c6a3d77ae8375934c237>>
 * @relayHash e242ce3376536ce940b0eefc511951ae
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e242ce3376536ce940b0eefc511951ae

import type { ConcreteRequest } from 'relay-runtime';
export type contentPaypalEmailAddQuery$variables = Record<PropertyKey, never>;
export type contentPaypalEmailAddQuery$data = {
  readonly paymentSettings: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly notificationEmail: string;
        readonly paypalEmail: string;
        readonly pricesIncludeTax: boolean;
        readonly sellerCountry: string;
        readonly taxRates: string;
        readonly version: number;
      } | null | undefined;
    } | null | undefined> | null | undefined;
    readonly totalCount: number;
  };
};
export type contentPaypalEmailAddQuery = {
  response: contentPaypalEmailAddQuery$data;
  variables: contentPaypalEmailAddQuery$variables;
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
    "concreteType": "PaymentSettingConnection",
    "kind": "LinkedField",
    "name": "paymentSettings",
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
        "concreteType": "PaymentSettingEdge",
        "kind": "LinkedField",
        "name": "edges",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "PaymentSetting",
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
                "name": "paypalEmail",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "notificationEmail",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "sellerCountry",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "pricesIncludeTax",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "taxRates",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": "paymentSettings(first:100)"
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "contentPaypalEmailAddQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "contentPaypalEmailAddQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "e242ce3376536ce940b0eefc511951ae",
    "metadata": {},
    "name": "contentPaypalEmailAddQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "ffd7eb00d3ef75f31480fa3e5de4d851";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
