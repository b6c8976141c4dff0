/**
 * @generated SignedSource<<70c252c01bcc4aadc6d244a1064c6760>>
 * @relayHash edd57de3c0bac1d9304a34e4c6310bc7
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID edd57de3c0bac1d9304a34e4c6310bc7

import type { ConcreteRequest } from 'relay-runtime';
export type CreatePaymentSettingInput = {
  notificationEmail?: string | null | undefined;
  paypalEmail: string;
};
export type contentPaymentSettingCreateMutation$variables = {
  input: CreatePaymentSettingInput;
};
export type contentPaymentSettingCreateMutation$data = {
  readonly createPaymentSetting: {
    readonly id: string;
    readonly notificationEmail: string;
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
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "notificationEmail",
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
    "id": "edd57de3c0bac1d9304a34e4c6310bc7",
    "metadata": {},
    "name": "contentPaymentSettingCreateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "4c4f48c924b43ffb7956103deab4e6af";

export default node;
