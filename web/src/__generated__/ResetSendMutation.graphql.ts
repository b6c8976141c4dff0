/**
 * @generated SignedSource<<bebecb13290173c22957940d1dc04399>>
 * @relayHash 1b2b1c8d7f5e3b0fe7e44a39aa9532a8
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1b2b1c8d7f5e3b0fe7e44a39aa9532a8

import type { ConcreteRequest } from 'relay-runtime';
export type ResetSendMutation$variables = {
  email: string;
};
export type ResetSendMutation$data = {
  readonly sendPasswordReset: boolean;
};
export type ResetSendMutation = {
  response: ResetSendMutation$data;
  variables: ResetSendMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "email"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "email",
        "variableName": "email"
      }
    ],
    "kind": "ScalarField",
    "name": "sendPasswordReset",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ResetSendMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ResetSendMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "1b2b1c8d7f5e3b0fe7e44a39aa9532a8",
    "metadata": {},
    "name": "ResetSendMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "87880b092229fed33a1afefc14af083b";

export default node;
