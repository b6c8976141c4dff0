/**
 * @generated SignedSource<<5ba37149110d50b146475a7f0eaf7ab8>>
 * @relayHash 1ed4d10da975788e6cf691c81db1c3c3
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1ed4d10da975788e6cf691c81db1c3c3

import type { ConcreteRequest } from 'relay-runtime';
export type SiteHeaderViewerQuery$variables = Record<PropertyKey, never>;
export type SiteHeaderViewerQuery$data = {
  readonly viewer: {
    readonly email: string | null | undefined;
    readonly emailVerified: boolean;
    readonly isAdmin: boolean;
    readonly signInProvider: string | null | undefined;
  };
};
export type SiteHeaderViewerQuery = {
  response: SiteHeaderViewerQuery$data;
  variables: SiteHeaderViewerQuery$variables;
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
        "name": "emailVerified",
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
        "name": "signInProvider",
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
    "name": "SiteHeaderViewerQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "SiteHeaderViewerQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "1ed4d10da975788e6cf691c81db1c3c3",
    "metadata": {},
    "name": "SiteHeaderViewerQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "6eaf4f80d9dd2860f1b0f702ec13311a";

export default node;
