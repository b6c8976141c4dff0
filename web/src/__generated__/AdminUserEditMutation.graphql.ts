/**
 * @generated SignedSource<<9f2e30b82b6bc2c7b4e13fdd9122f3a4>>
 * @relayHash f39c92f9ca91794761b45bf16deb4403
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f39c92f9ca91794761b45bf16deb4403

import type { ConcreteRequest } from 'relay-runtime';
export type UserRole = "Admin" | "Author" | "Editor" | "Owner" | "Support" | "%future added value";
export type UpdateAdminUserInput = {
  userEmail?: string | null | undefined;
  userRole?: UserRole | null | undefined;
  version?: number | null | undefined;
};
export type AdminUserEditMutation$variables = {
  confirmOwnEmailChange: boolean;
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
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "confirmOwnEmailChange"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "id"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "input"
},
v3 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "confirmOwnEmailChange",
        "variableName": "confirmOwnEmailChange"
      },
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
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "AdminUserEditMutation",
    "selections": (v3/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "AdminUserEditMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "id": "f39c92f9ca91794761b45bf16deb4403",
    "metadata": {},
    "name": "AdminUserEditMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "28ea2e3c7688af13833532a7a6fee030";

export default node;
