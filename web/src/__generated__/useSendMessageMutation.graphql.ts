/**
 * @generated SignedSource<<2b3b1efc82c7477decf44de7da544d75>>
 * @relayHash b54fa9d331909006673bbb593ae74424
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b54fa9d331909006673bbb593ae74424

import type { ConcreteRequest } from 'relay-runtime';
export type CreateMessageInput = {
  emailAddress?: string | null | undefined;
  fullName?: string | null | undefined;
  message?: string | null | undefined;
  phoneNumber?: string | null | undefined;
  subject?: string | null | undefined;
  website?: string | null | undefined;
};
export type useSendMessageMutation$variables = {
  honeypot?: string | null | undefined;
  input: CreateMessageInput;
};
export type useSendMessageMutation$data = {
  readonly sendMessage: {
    readonly id: string;
  };
};
export type useSendMessageMutation = {
  response: useSendMessageMutation$data;
  variables: useSendMessageMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "honeypot"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "input"
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "honeypot",
        "variableName": "honeypot"
      },
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "Message",
    "kind": "LinkedField",
    "name": "sendMessage",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "id",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useSendMessageMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "useSendMessageMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "b54fa9d331909006673bbb593ae74424",
    "metadata": {},
    "name": "useSendMessageMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "84aadb8b14619f66a8be4beeccf87ae0";

export default node;
