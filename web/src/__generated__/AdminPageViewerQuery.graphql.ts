/**
 * @generated SignedSource<<68e907b955b47f6b6035b87924ef1481>>
 * @relayHash a3e8e075a8b608f5712264786af88c8f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a3e8e075a8b608f5712264786af88c8f

import type { ConcreteRequest } from 'relay-runtime';
export type AdminPageViewerQuery$variables = Record<PropertyKey, never>;
export type AdminPageViewerQuery$data = {
  readonly viewer: {
    readonly email: string | null | undefined;
    readonly isAdmin: boolean;
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
    "id": "a3e8e075a8b608f5712264786af88c8f",
    "metadata": {},
    "name": "AdminPageViewerQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "c8a9e80acf743d764a9fcb77d0d3d70b";

export default node;
