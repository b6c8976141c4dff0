/**
 * @generated SignedSource<<0072ad273da589317fa263d4d51bd74a>>
 * @relayHash d66f7bad60ab6cc632a9521ea9ba099b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d66f7bad60ab6cc632a9521ea9ba099b

import type { ConcreteRequest } from 'relay-runtime';
export type MenuName = "FOOTER" | "HEADER" | "%future added value";
export type MenusAdminReorderMutation$variables = {
  ids: ReadonlyArray<string>;
  menu: MenuName;
};
export type MenusAdminReorderMutation$data = {
  readonly reorderMenu: ReadonlyArray<{
    readonly id: string;
  }>;
};
export type MenusAdminReorderMutation = {
  response: MenusAdminReorderMutation$data;
  variables: MenusAdminReorderMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "ids"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "menu"
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "ids",
        "variableName": "ids"
      },
      {
        "kind": "Variable",
        "name": "menu",
        "variableName": "menu"
      }
    ],
    "concreteType": "MenuItem",
    "kind": "LinkedField",
    "name": "reorderMenu",
    "plural": true,
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
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "MenusAdminReorderMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "MenusAdminReorderMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "d66f7bad60ab6cc632a9521ea9ba099b",
    "metadata": {},
    "name": "MenusAdminReorderMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "14c12b9f1b7223c33074df4ed7b30eb7";

export default node;
