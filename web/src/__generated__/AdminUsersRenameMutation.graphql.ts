/**
 * @generated SignedSource<<c3130b2ae8875d7ccfd05c8a879766e1>>
 * @relayHash 5f5e381249c48dd27b1fa41e78a7cb4d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5f5e381249c48dd27b1fa41e78a7cb4d

import type { ConcreteRequest } from 'relay-runtime';
export type AdminUsersRenameMutation$variables = {
  confirmOwnEmailChange: boolean;
  email: string;
  id: string;
};
export type AdminUsersRenameMutation$data = {
  readonly updateAdminUser: {
    readonly id: string;
    readonly userEmail: string;
  };
};
export type AdminUsersRenameMutation = {
  response: AdminUsersRenameMutation$data;
  variables: AdminUsersRenameMutation$variables;
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
  "name": "email"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "id"
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
            "name": "userEmail",
            "variableName": "email"
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
        "name": "userEmail",
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
    "name": "AdminUsersRenameMutation",
    "selections": (v3/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v2/*:: as any*/),
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "AdminUsersRenameMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "id": "5f5e381249c48dd27b1fa41e78a7cb4d",
    "metadata": {},
    "name": "AdminUsersRenameMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "a05befe8eff02b392d9d122976de41ed";

export default node;
