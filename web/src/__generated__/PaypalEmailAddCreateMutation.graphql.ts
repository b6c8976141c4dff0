/**
 * @generated SignedSource<<6b77f61238194f1589ad6049774daf99>>
 * @relayHash 29c74e3514db8ead036cf26eb1d191a8
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 29c74e3514db8ead036cf26eb1d191a8

import type { ConcreteRequest } from 'relay-runtime';
export type CreatePaymentSettingInput = {
  paypalEmail: string;
};
export type PaypalEmailAddCreateMutation$variables = {
  input: CreatePaymentSettingInput;
};
export type PaypalEmailAddCreateMutation$data = {
  readonly createPaymentSetting: {
    readonly id: string;
    readonly paypalEmail: string;
  };
};
export type PaypalEmailAddCreateMutation = {
  response: PaypalEmailAddCreateMutation$data;
  variables: PaypalEmailAddCreateMutation$variables;
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
    "name": "PaypalEmailAddCreateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "PaypalEmailAddCreateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "29c74e3514db8ead036cf26eb1d191a8",
    "metadata": {},
    "name": "PaypalEmailAddCreateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "83a1d860c7f1d6dd0032d345fb2119c1";

export default node;
