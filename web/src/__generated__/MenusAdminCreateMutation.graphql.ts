/**
 * @generated SignedSource<<649378e1c5d6e62a6cf1c970127317ef>>
 * @relayHash 2a7276d8c9ff746a5c3e8ca3a45d575d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2a7276d8c9ff746a5c3e8ca3a45d575d

import type { ConcreteRequest } from 'relay-runtime';
export type MenuName = "FOOTER" | "HEADER" | "%future added value";
export type CreateMenuItemInput = {
  label: string;
  menu: MenuName;
  newTab?: boolean | null | undefined;
  target: string;
};
export type MenusAdminCreateMutation$variables = {
  input: CreateMenuItemInput;
};
export type MenusAdminCreateMutation$data = {
  readonly createMenuItem: {
    readonly id: string;
  };
};
export type MenusAdminCreateMutation = {
  response: MenusAdminCreateMutation$data;
  variables: MenusAdminCreateMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "MenuItem",
    "kind": "LinkedField",
    "name": "createMenuItem",
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
    "name": "MenusAdminCreateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "MenusAdminCreateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "2a7276d8c9ff746a5c3e8ca3a45d575d",
    "metadata": {},
    "name": "MenusAdminCreateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "01158b337ea9115459d8d9091eb78ab7";

export default node;
