/**
 * @generated SignedSource<<7168de020f18eec04a38cd5e1f1aea15>>
 * @relayHash ce29d9e1037d2da2d1733d2e926bf61a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ce29d9e1037d2da2d1733d2e926bf61a

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
    "id": "ce29d9e1037d2da2d1733d2e926bf61a",
    "metadata": {},
    "name": "contentPaymentSettingCreateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "2276f2f1e7e0bf27011fbc7d89b179db";

export default node;
