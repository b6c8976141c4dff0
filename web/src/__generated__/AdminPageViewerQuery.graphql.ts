/**
 * @generated SignedSource<<a1b6217dd87af6cec096efa152e9a955>>
 * @relayHash 83daea0f4dfdb2ee03c33ae7840aa42f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 83daea0f4dfdb2ee03c33ae7840aa42f

import type { ConcreteRequest } from 'relay-runtime';
export type UserRole = "Admin" | "Author" | "Editor" | "Owner" | "Support" | "%future added value";
export type AdminPageViewerQuery$variables = Record<PropertyKey, never>;
export type AdminPageViewerQuery$data = {
  readonly viewer: {
    readonly access: ReadonlyArray<{
      readonly access: string;
      readonly area: string;
    }>;
    readonly email: string | null | undefined;
    readonly isAdmin: boolean;
    readonly role: UserRole | null | undefined;
  };
};
export type AdminPageViewerQuery = {
  response: AdminPageViewerQuery$data;
  variables: AdminPageViewerQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "Viewer",
    "kind": "LinkedField",
    "name": "viewer",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "email",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "isAdmin",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "role",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "AreaAccess",
        "kind": "LinkedField",
        "name": "access",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "area",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "access",
            "storageKey": null
          }
        ],
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
    "name": "AdminPageViewerQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "AdminPageViewerQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "83daea0f4dfdb2ee03c33ae7840aa42f",
    "metadata": {},
    "name": "AdminPageViewerQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "c0433ed3ad4bfe074dbdbd277da33e25";

export default node;
