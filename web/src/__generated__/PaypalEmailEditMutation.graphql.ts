/**
 * @generated SignedSource<<071c99136a5f3c43faf01d28106aaaa3>>
 * @relayHash 7e41cb3300fe14d9204c5a1648d9224c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7e41cb3300fe14d9204c5a1648d9224c

import type { ConcreteRequest } from 'relay-runtime';
export type UpdatePaymentSettingInput = {
  paypalEmail?: string | null | undefined;
};
export type PaypalEmailEditMutation$variables = {
  id: string;
  input: UpdatePaymentSettingInput;
};
export type PaypalEmailEditMutation$data = {
  readonly updatePaymentSetting: {
    readonly id: string;
    readonly paypalEmail: string;
  };
};
export type PaypalEmailEditMutation = {
  response: PaypalEmailEditMutation$data;
  variables: PaypalEmailEditMutation$variables;
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
    "name": "PaypalEmailEditMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "PaypalEmailEditMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "7e41cb3300fe14d9204c5a1648d9224c",
    "metadata": {},
    "name": "PaypalEmailEditMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "13c5c4757efb745418eec4d462333d5d";

export default node;
