/**
 * @generated SignedSource<<d1e7fbded928eeb2504338b4992b4bfe>>
 * @relayHash 1fe4e7e14fcfa14a2cb05d66bd0de734
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1fe4e7e14fcfa14a2cb05d66bd0de734

import type { ConcreteRequest } from 'relay-runtime';
export type UserRole = "Admin" | "Author" | "Editor" | "Owner" | "Support" | "%future added value";
export type CreateAdminUserInput = {
  userEmail: string;
  userRole?: UserRole | null | undefined;
};
export type AdminUsersCreateMutation$variables = {
  input: CreateAdminUserInput;
};
export type AdminUsersCreateMutation$data = {
  readonly createAdminUser: {
    readonly id: string;
  };
};
export type AdminUsersCreateMutation = {
  response: AdminUsersCreateMutation$data;
  variables: AdminUsersCreateMutation$variables;
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
    "concreteType": "AdminUser",
    "kind": "LinkedField",
    "name": "createAdminUser",
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
    "name": "AdminUsersCreateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AdminUsersCreateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "1fe4e7e14fcfa14a2cb05d66bd0de734",
    "metadata": {},
    "name": "AdminUsersCreateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "99c5b3676bd06d8a8bc11abb0d9d3799";

export default node;
