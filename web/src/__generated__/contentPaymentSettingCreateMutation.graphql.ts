/**
 * @generated SignedSource<<7dbf9f5048feb84861322c227734260d>>
 * @relayHash 18ca4d69501f9ae3fa33f4f62e8e1815
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 18ca4d69501f9ae3fa33f4f62e8e1815

import type { ConcreteRequest } from 'relay-runtime';
export type CreatePaymentSettingInput = {
  notificationEmail?: string | null | undefined;
  paypalEmail: string;
  pricesIncludeTax?: boolean | null | undefined;
  publicTextQueries?: boolean | null | undefined;
  sellerCountry?: string | null | undefined;
  taxRates?: string | null | undefined;
};
export type contentPaymentSettingCreateMutation$variables = {
  input: CreatePaymentSettingInput;
};
export type contentPaymentSettingCreateMutation$data = {
  readonly createPaymentSetting: {
    readonly id: string;
    readonly notificationEmail: string;
    readonly paypalEmail: string;
    readonly pricesIncludeTax: boolean;
    readonly publicTextQueries: boolean;
    readonly sellerCountry: string;
    readonly taxRates: string;
    readonly version: number;
  };
};
export type contentPaymentSettingCreateMutation = {
  response: contentPaymentSettingCreateMutation$data;
  variables: contentPaymentSettingCreateMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "PaymentSetting",
    "kind": "LinkedField",
    "name": "createPaymentSetting",
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
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "contentPaymentSettingCreateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "contentPaymentSettingCreateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "18ca4d69501f9ae3fa33f4f62e8e1815",
    "metadata": {},
    "name": "contentPaymentSettingCreateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "d2ccfdcc9dc911e95d5cada030b3ead8";

export default node;
