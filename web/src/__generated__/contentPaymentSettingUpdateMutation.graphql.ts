/**
 * @generated SignedSource<<1af3f7c043aa14f439e4198e08b91a31>>
 * @relayHash 485678d813e5d48b208cb46f17271824
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 485678d813e5d48b208cb46f17271824

import type { ConcreteRequest } from 'relay-runtime';
export type UpdatePaymentSettingInput = {
  notificationEmail?: string | null | undefined;
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
    readonly notificationEmail: string;
    readonly paypalEmail: string;
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
    "id": "485678d813e5d48b208cb46f17271824",
    "metadata": {},
    "name": "contentPaymentSettingUpdateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "c1a5e1c79a4dc1af5852c95136b953ae";

export default node;
