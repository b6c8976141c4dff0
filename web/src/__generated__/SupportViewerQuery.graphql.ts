/**
 * @generated SignedSource<<89001516372b99517709766da1b6cff0>>
 * @relayHash ed510f1a2cd469cdcab6539b8615262a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ed510f1a2cd469cdcab6539b8615262a

import type { ConcreteRequest } from 'relay-runtime';
export type SupportViewerQuery$variables = Record<PropertyKey, never>;
export type SupportViewerQuery$data = {
  readonly viewer: {
    readonly isAdmin: boolean;
  };
};
export type SupportViewerQuery = {
  response: SupportViewerQuery$data;
  variables: SupportViewerQuery$variables;
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
    "name": "SupportViewerQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "SupportViewerQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "ed510f1a2cd469cdcab6539b8615262a",
    "metadata": {},
    "name": "SupportViewerQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "d3da6489ec7971d08084422671cd7b23";

export default node;
