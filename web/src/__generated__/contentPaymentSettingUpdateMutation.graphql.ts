/**
 * @generated SignedSource<<d2236ed57ad77d701ccb185e24b17ab9>>
 * @relayHash de1b9fc5ce34f999ef8ee3b850dc2797
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID de1b9fc5ce34f999ef8ee3b850dc2797

import type { ConcreteRequest } from 'relay-runtime';
export type UpdatePaymentSettingInput = {
  notificationEmail?: string | null | undefined;
  paypalEmail?: string | null | undefined;
  pricesIncludeTax?: boolean | null | undefined;
  publicTextQueries?: boolean | null | undefined;
  sellerCountry?: string | null | undefined;
  taxRates?: string | null | undefined;
  version?: number | null | undefined;
};
export type contentPaymentSettingUpdateMutation$variables = {
  id: string;
  input: UpdatePaymentSettingInput;
};
export type contentPaymentSettingUpdateMutation$data = {
  readonly updatePaymentSetting: {
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
export type contentPaymentSettingUpdateMutation = {
  response: contentPaymentSettingUpdateMutation$data;
  variables: contentPaymentSettingUpdateMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  },
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
        "name": "id",
        "variableName": "id"
      },
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "PaymentSetting",
    "kind": "LinkedField",
    "name": "updatePaymentSetting",
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
    "name": "contentPaymentSettingUpdateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "contentPaymentSettingUpdateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "de1b9fc5ce34f999ef8ee3b850dc2797",
    "metadata": {},
    "name": "contentPaymentSettingUpdateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "6955d4e90ecc14cd8d515c1c6d9469c3";

export default node;
