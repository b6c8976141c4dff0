/**
 * @generated SignedSource<<463f83406fa18bdb40d78746f6f56bc8>>
 * @relayHash 3cb8fa05855834fe6fbebaf8d95b6ed4
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3cb8fa05855834fe6fbebaf8d95b6ed4

import type { ConcreteRequest } from 'relay-runtime';
export type InvitationStatus = "Accepted" | "Expired" | "Pending" | "Revoked" | "%future added value";
export type AdminUsersResendMutation$variables = {
  id: string;
};
export type AdminUsersResendMutation$data = {
  readonly resendInvitation: {
    readonly expiresAt: string;
    readonly id: string;
    readonly status: InvitationStatus;
  };
};
export type AdminUsersResendMutation = {
  response: AdminUsersResendMutation$data;
  variables: AdminUsersResendMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
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
      }
    ],
    "concreteType": "Invitation",
    "kind": "LinkedField",
    "name": "resendInvitation",
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "AdminUsersResendMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AdminUsersResendMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "3cb8fa05855834fe6fbebaf8d95b6ed4",
    "metadata": {},
    "name": "AdminUsersResendMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "bb5af7a432709cc306e1965d93bced60";

export default node;
