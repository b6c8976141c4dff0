/**
 * @generated SignedSource<<a4052d88593d7356f7bbd2c63285d8b1>>
 * @relayHash 1627b1d10c85e28e459a625ae9e9f5af
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1627b1d10c85e28e459a625ae9e9f5af

import { ConcreteRequest } from 'relay-runtime';
export type UserRole = "Admin" | "%future added value";
export type UpdateAdminUserInput = {
  userEmail?: string | null | undefined;
  userRole?: UserRole | null | undefined;
};
export type AdminUserEditMutation$variables = {
  id: string;
  input: UpdateAdminUserInput;
};
export type AdminUserEditMutation$data = {
  readonly updateAdminUser: {
    readonly id: string;
    readonly userEmail: string;
    readonly userRole: UserRole;
  };
};
export type AdminUserEditMutation = {
  response: AdminUserEditMutation$data;
  variables: AdminUserEditMutation$variables;
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
    "concreteType": "AdminUser",
    "kind": "LinkedField",
    "name": "updateAdminUser",
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
    "name": "AdminUserEditMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AdminUserEditMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "1627b1d10c85e28e459a625ae9e9f5af",
    "metadata": {},
    "name": "AdminUserEditMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "132a65a3202824192dd2d052387f83f2";

export default node;
