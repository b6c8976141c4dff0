/**
 * @generated SignedSource<<9a91fbf2272719221000cc388042a5ee>>
 * @relayHash 02e99bf92d5c5237c99dcbb0adf20bb4
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 02e99bf92d5c5237c99dcbb0adf20bb4

import type { ConcreteRequest } from 'relay-runtime';
export type AdminHomeQuery$variables = Record<PropertyKey, never>;
export type AdminHomeQuery$data = {
  readonly paymentSettings: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
      } | null | undefined;
    } | null | undefined> | null | undefined;
  };
  readonly totalSales: string;
};
export type AdminHomeQuery = {
  response: AdminHomeQuery$data;
  variables: AdminHomeQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "totalSales",
    "storageKey": null
  },
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
    "name": "AdminHomeQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "AdminHomeQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "02e99bf92d5c5237c99dcbb0adf20bb4",
    "metadata": {},
    "name": "AdminHomeQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "d8649fd784bddbeeaa56818543297934";

export default node;
