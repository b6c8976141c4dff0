/**
 * @generated SignedSource<<91d9599e77d374dd87bdfe800c8dc39c>>
 * @relayHash 4abf520a106f338e2e3c23c25e257bbf
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4abf520a106f338e2e3c23c25e257bbf

import type { ConcreteRequest } from 'relay-runtime';
export type AdminHomeQuery$variables = Record<PropertyKey, never>;
export type AdminHomeQuery$data = {
  readonly dashboardCounts: {
    readonly newSubscribers: number;
    readonly since: string;
    readonly unpaidOrders: number;
    readonly unreadMessages: number;
  };
};
export type AdminHomeQuery = {
  response: AdminHomeQuery$data;
  variables: AdminHomeQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "DashboardCounts",
    "kind": "LinkedField",
    "name": "dashboardCounts",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "unreadMessages",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "newSubscribers",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "since",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "unpaidOrders",
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
    "name": "AdminHomeQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "AdminHomeQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "4abf520a106f338e2e3c23c25e257bbf",
    "metadata": {},
    "name": "AdminHomeQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "fcfbf13ce35e179ece93b0d523610ada";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
