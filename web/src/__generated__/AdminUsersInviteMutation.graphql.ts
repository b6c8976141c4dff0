/**
 * @generated SignedSource<<766c9be198f3d9d3c13b5f125a1afc83>>
 * @relayHash 29542f3a65ea24e9ce84d554392afafb
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 29542f3a65ea24e9ce84d554392afafb

import type { ConcreteRequest } from 'relay-runtime';
export type UserRole = "Admin" | "Author" | "Editor" | "Owner" | "Support" | "%future added value";
export type AdminUsersInviteMutation$variables = {
  email: string;
  role: UserRole;
};
export type AdminUsersInviteMutation$data = {
  readonly inviteStaff: {
    readonly id: string;
  };
};
export type AdminUsersInviteMutation = {
  response: AdminUsersInviteMutation$data;
  variables: AdminUsersInviteMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "email"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "role"
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
      },
      {
        "kind": "Variable",
        "name": "role",
        "variableName": "role"
      }
    ],
    "concreteType": "Invitation",
    "kind": "LinkedField",
    "name": "inviteStaff",
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
    "name": "AdminUsersInviteMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AdminUsersInviteMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "29542f3a65ea24e9ce84d554392afafb",
    "metadata": {},
    "name": "AdminUsersInviteMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "5488a021939cbc88d43b23fc1e429dde";

export default node;
