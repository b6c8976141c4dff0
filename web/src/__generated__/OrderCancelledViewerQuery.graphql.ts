/**
 * @generated SignedSource<<c2917892a595e74de61bd2f9db36d57a>>
 * @relayHash 092f8beac38dbccbc4223b4ac61dc80e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 092f8beac38dbccbc4223b4ac61dc80e

import { ConcreteRequest } from 'relay-runtime';
export type OrderCancelledViewerQuery$variables = Record<PropertyKey, never>;
export type OrderCancelledViewerQuery$data = {
  readonly viewer: {
    readonly isAdmin: boolean;
  };
};
export type OrderCancelledViewerQuery = {
  response: OrderCancelledViewerQuery$data;
  variables: OrderCancelledViewerQuery$variables;
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
    "name": "OrderCancelledViewerQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "OrderCancelledViewerQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "092f8beac38dbccbc4223b4ac61dc80e",
    "metadata": {},
    "name": "OrderCancelledViewerQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "4f74144ed3acb51fc394975d9a63a906";

export default node;
