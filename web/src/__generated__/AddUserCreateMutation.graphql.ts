/**
 * @generated SignedSource<<787aa3efdc122fdad94be0c05ba2918a>>
 * @relayHash 747fe767bd62ff1129a995d00a64269b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 747fe767bd62ff1129a995d00a64269b

import type { ConcreteRequest } from 'relay-runtime';
export type UserRole = "Admin" | "Author" | "Editor" | "Owner" | "Support" | "%future added value";
export type CreateAdminUserInput = {
  userEmail: string;
  userRole?: UserRole | null | undefined;
};
export type AddUserCreateMutation$variables = {
  input: CreateAdminUserInput;
};
export type AddUserCreateMutation$data = {
  readonly createAdminUser: {
    readonly id: string;
    readonly userEmail: string;
    readonly userRole: UserRole;
  };
};
export type AddUserCreateMutation = {
  response: AddUserCreateMutation$data;
  variables: AddUserCreateMutation$variables;
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
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "userEmail",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "userRole",
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
    "name": "AddUserCreateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AddUserCreateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "747fe767bd62ff1129a995d00a64269b",
    "metadata": {},
    "name": "AddUserCreateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "eaa69cd7daa2a1d429b741ec7a9f3b07";

export default node;
