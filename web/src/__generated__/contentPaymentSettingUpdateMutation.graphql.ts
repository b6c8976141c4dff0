/**
 * @generated SignedSource<<027aae4bb452c820180a9c42de34d199>>
 * @relayHash 10420a8b8182b3a1a7d983697696d35b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 10420a8b8182b3a1a7d983697696d35b

import type { ConcreteRequest } from 'relay-runtime';
export type UpdatePaymentSettingInput = {
  notificationEmail?: string | null | undefined;
  paypalEmail?: string | null | undefined;
  pricesIncludeTax?: boolean | null | undefined;
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
    "id": "10420a8b8182b3a1a7d983697696d35b",
    "metadata": {},
    "name": "contentPaymentSettingUpdateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "d92df6e229f3906fcbf22689553b32d0";

export default node;
