/**
 * @generated SignedSource<<6822935b916037bbfd7cb4ab1280a0d6>>
 * @relayHash 2f7cba6fb1a1960ecd0b0224974f7a0e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2f7cba6fb1a1960ecd0b0224974f7a0e

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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useSendMessageMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSendMessageMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "2f7cba6fb1a1960ecd0b0224974f7a0e",
    "metadata": {},
    "name": "useSendMessageMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "471dc49d9dbfa1b3007704e658a1a750";

export default node;
