/**
 * @generated SignedSource<<0e7f0e069075f9e6706d4e88ddf103bb>>
 * @relayHash 965b2c23b4d55c547d0ddf10ea7a664d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 965b2c23b4d55c547d0ddf10ea7a664d

import type { ConcreteRequest } from 'relay-runtime';
export type InvitationStatus = "Accepted" | "Expired" | "Pending" | "Revoked" | "%future added value";
export type UserRole = "Admin" | "Author" | "Editor" | "Owner" | "Support" | "%future added value";
export type AdminUsersQuery$variables = Record<PropertyKey, never>;
export type AdminUsersQuery$data = {
  readonly adminUsers: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly userEmail: string;
        readonly userRole: UserRole;
      } | null | undefined;
    } | null | undefined> | null | undefined;
  };
  readonly invitations: ReadonlyArray<{
    readonly email: string;
    readonly expiresAt: string;
    readonly id: string;
    readonly invitedBy: string;
    readonly role: UserRole;
    readonly status: InvitationStatus;
  }>;
  readonly viewer: {
    readonly email: string | null | undefined;
    readonly role: UserRole | null | undefined;
  };
};
export type AdminUsersQuery = {
  response: AdminUsersQuery$data;
  variables: AdminUsersQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "email",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "role",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "Viewer",
    "kind": "LinkedField",
    "name": "viewer",
    "plural": false,
    "selections": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "storageKey": null
  },
  {
    "alias": null,
    "args": [
      {
        "kind": "Literal",
        "name": "first",
        "value": 100
      }
    ],
    "concreteType": "AdminUserConnection",
    "kind": "LinkedField",
    "name": "adminUsers",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "AdminUserEdge",
        "kind": "LinkedField",
        "name": "edges",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "AdminUser",
            "kind": "LinkedField",
            "name": "node",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
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
        ],
        "storageKey": null
      }
    ],
    "storageKey": "adminUsers(first:100)"
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "Invitation",
    "kind": "LinkedField",
    "name": "invitations",
    "plural": true,
    "selections": [
      (v2/*:: as any*/),
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "invitedBy",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "expiresAt",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "status",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "AdminUsersQuery",
    "selections": (v3/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "AdminUsersQuery",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "id": "965b2c23b4d55c547d0ddf10ea7a664d",
    "metadata": {},
    "name": "AdminUsersQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "e07d897ce9e2fc9562e6607cb07997fe";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
