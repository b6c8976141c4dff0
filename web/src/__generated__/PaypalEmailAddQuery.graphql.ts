/**
 * @generated SignedSource<<66fdf50a3da6480df1f76a590d342a92>>
 * @relayHash 449a89c905d8de9847cb714782c19bcc
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 449a89c905d8de9847cb714782c19bcc

import type { ConcreteRequest } from 'relay-runtime';
export type PaypalEmailAddQuery$variables = Record<PropertyKey, never>;
export type PaypalEmailAddQuery$data = {
  readonly paymentSettings: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly paypalEmail: string;
      } | null | undefined;
    } | null | undefined> | null | undefined;
  };
};
export type PaypalEmailAddQuery = {
  response: PaypalEmailAddQuery$data;
  variables: PaypalEmailAddQuery$variables;
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
    "concreteType": "PaymentSettingConnection",
    "kind": "LinkedField",
    "name": "paymentSettings",
    "plural": false,
    "selections": [
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
                "name": "paypalEmail",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": "paymentSettings(first:1)"
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "PaypalEmailAddQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "PaypalEmailAddQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "449a89c905d8de9847cb714782c19bcc",
    "metadata": {},
    "name": "PaypalEmailAddQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "e43d8fef36cb5abf8d0375d18dbabce5";

export default node;
