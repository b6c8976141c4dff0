/**
 * @generated SignedSource<<918b8611d7f631de18b013441f9f352d>>
 * @relayHash eee83fa766c30dfd1394cb6f8db38098
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID eee83fa766c30dfd1394cb6f8db38098

import type { ConcreteRequest } from 'relay-runtime';
export type UserRole = "Admin" | "Author" | "Editor" | "Owner" | "Support" | "%future added value";
export type AdminUsersRoleMutation$variables = {
  confirmOwnEmailChange: boolean;
  id: string;
  role: UserRole;
};
export type AdminUsersRoleMutation$data = {
  readonly updateAdminUser: {
    readonly id: string;
    readonly userRole: UserRole;
  };
};
export type AdminUsersRoleMutation = {
  response: AdminUsersRoleMutation$data;
  variables: AdminUsersRoleMutation$variables;
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
  "name": "role"
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
        "fields": [
          {
            "kind": "Variable",
            "name": "userRole",
            "variableName": "role"
          }
        ],
        "kind": "ObjectValue",
        "name": "input"
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
    "name": "AdminUsersRoleMutation",
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
    "name": "AdminUsersRoleMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "id": "eee83fa766c30dfd1394cb6f8db38098",
    "metadata": {},
    "name": "AdminUsersRoleMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "181a81a77a3653f228a979ada5e8a587";

export default node;
