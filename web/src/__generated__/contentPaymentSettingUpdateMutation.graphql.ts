/**
 * @generated SignedSource<<9047f406e18a580bad5236fe69f9b891>>
 * @relayHash aeeacb006563e008a44b108506e6c323
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID aeeacb006563e008a44b108506e6c323

import type { ConcreteRequest } from 'relay-runtime';
export type UpdatePaymentSettingInput = {
  paypalEmail?: string | null | undefined;
  version?: number | null | undefined;
};
export type contentPaymentSettingUpdateMutation$variables = {
  id: string;
  input: UpdatePaymentSettingInput;
};
export type contentPaymentSettingUpdateMutation$data = {
  readonly updatePaymentSetting: {
    readonly id: string;
    readonly paypalEmail: string;
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
        "name": "paypalEmail",
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
    "id": "aeeacb006563e008a44b108506e6c323",
    "metadata": {},
    "name": "contentPaymentSettingUpdateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "be8a0bd511eaa1ac0b404f823fe290b4";

export default node;
