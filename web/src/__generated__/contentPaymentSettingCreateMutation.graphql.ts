/**
 * @generated SignedSource<<78b56646042131335626e8ee1319bddd>>
 * @relayHash 30ce4ffb8343662b504cf0131d132805
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 30ce4ffb8343662b504cf0131d132805

import type { ConcreteRequest } from 'relay-runtime';
export type CreatePaymentSettingInput = {
  paypalEmail: string;
};
export type contentPaymentSettingCreateMutation$variables = {
  input: CreatePaymentSettingInput;
};
export type contentPaymentSettingCreateMutation$data = {
  readonly createPaymentSetting: {
    readonly id: string;
    readonly paypalEmail: string;
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
    "id": "30ce4ffb8343662b504cf0131d132805",
    "metadata": {},
    "name": "contentPaymentSettingCreateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "19a9b989fa1a7e81f24b51a3b578aab3";

export default node;
