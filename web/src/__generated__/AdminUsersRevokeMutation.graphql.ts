/**
 * @generated SignedSource<<db5b2c9a3ac22dbb76a256f26acf9182>>
 * @relayHash 0a635bd7576a45c7aca7da6933e6556a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0a635bd7576a45c7aca7da6933e6556a

import type { ConcreteRequest } from 'relay-runtime';
export type InvitationStatus = "Accepted" | "Expired" | "Pending" | "Revoked" | "%future added value";
export type AdminUsersRevokeMutation$variables = {
  id: string;
};
export type AdminUsersRevokeMutation$data = {
  readonly revokeInvitation: {
    readonly id: string;
    readonly status: InvitationStatus;
  };
};
export type AdminUsersRevokeMutation = {
  response: AdminUsersRevokeMutation$data;
  variables: AdminUsersRevokeMutation$variables;
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
    "name": "revokeInvitation",
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
    "name": "AdminUsersRevokeMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AdminUsersRevokeMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "0a635bd7576a45c7aca7da6933e6556a",
    "metadata": {},
    "name": "AdminUsersRevokeMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "2a6d1c454d498ec782fb96fe13260e0e";

export default node;
