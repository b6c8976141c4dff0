/**
 * @generated SignedSource<<92ca6d364843e618ace5ba4f6910d480>>
 * @relayHash f42579662950b645b9193f32d7885532
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f42579662950b645b9193f32d7885532

import type { ConcreteRequest } from 'relay-runtime';
export type UserRole = "Admin" | "Author" | "Editor" | "Owner" | "Support" | "%future added value";
export type InvitationAcceptMutation$variables = {
  token: string;
};
export type InvitationAcceptMutation$data = {
  readonly acceptInvitation: {
    readonly role: UserRole;
  };
};
export type InvitationAcceptMutation = {
  response: InvitationAcceptMutation$data;
  variables: InvitationAcceptMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "token"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "token",
    "variableName": "token"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "role",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "InvitationAcceptMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Invitation",
        "kind": "LinkedField",
        "name": "acceptInvitation",
        "plural": false,
        "selections": [
          (v2/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "InvitationAcceptMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Invitation",
        "kind": "LinkedField",
        "name": "acceptInvitation",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
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
    ]
  },
  "params": {
    "id": "f42579662950b645b9193f32d7885532",
    "metadata": {},
    "name": "InvitationAcceptMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "1216d28b66e8a6fd25da8d75a9c51092";

export default node;
