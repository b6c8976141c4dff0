/**
 * @generated SignedSource<<7b66e9b40fb233a665c912df511b7f10>>
 * @relayHash 5f2bec96deb18bbdcc99e911c9256b87
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5f2bec96deb18bbdcc99e911c9256b87

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
    "id": "5f2bec96deb18bbdcc99e911c9256b87",
    "metadata": {},
    "name": "contentPaymentSettingUpdateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "77fda2bc060d324be45dcd3925523d5d";

export default node;
