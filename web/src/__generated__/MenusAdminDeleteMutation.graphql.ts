/**
 * @generated SignedSource<<8229a7b98cfdebc9cb990860769e33f9>>
 * @relayHash d930990a9f920018cd472605383e429e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d930990a9f920018cd472605383e429e

import type { ConcreteRequest } from 'relay-runtime';
export type MenusAdminDeleteMutation$variables = {
  id: string;
};
export type MenusAdminDeleteMutation$data = {
  readonly deleteItem: {
    readonly id: string;
  };
};
export type MenusAdminDeleteMutation = {
  response: MenusAdminDeleteMutation$data;
  variables: MenusAdminDeleteMutation$variables;
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
    "concreteType": "TrashItem",
    "kind": "LinkedField",
    "name": "deleteItem",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "id",
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
    "name": "MenusAdminDeleteMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "MenusAdminDeleteMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "d930990a9f920018cd472605383e429e",
    "metadata": {},
    "name": "MenusAdminDeleteMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "268fc9e96dbb4278d4a5f279ee3ef1cc";

export default node;
