/**
 * @generated SignedSource<<a99c9e6efca80a5733de5400e0d1978b>>
 * @relayHash ef7db587de14894e3574923cf7d9c70a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ef7db587de14894e3574923cf7d9c70a

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
        readonly publicTextQueries: boolean;
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
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "publicTextQueries",
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
    "id": "ef7db587de14894e3574923cf7d9c70a",
    "metadata": {},
    "name": "contentPaypalEmailAddQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "002d37aacbb6cc8ea49bac7cb308238b";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
