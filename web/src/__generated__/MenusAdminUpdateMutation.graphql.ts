/**
 * @generated SignedSource<<078484334124728549f48b29b298fbd0>>
 * @relayHash bb1cd55e2e39d6e5621184b0a9db3c31
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID bb1cd55e2e39d6e5621184b0a9db3c31

import type { ConcreteRequest } from 'relay-runtime';
export type MenuName = "FOOTER" | "HEADER" | "%future added value";
export type UpdateMenuItemInput = {
  label?: string | null | undefined;
  menu?: MenuName | null | undefined;
  newTab?: boolean | null | undefined;
  target?: string | null | undefined;
  version?: number | null | undefined;
};
export type MenusAdminUpdateMutation$variables = {
  id: string;
  input: UpdateMenuItemInput;
};
export type MenusAdminUpdateMutation$data = {
  readonly updateMenuItem: {
    readonly id: string;
    readonly label: string;
    readonly version: number;
  };
};
export type MenusAdminUpdateMutation = {
  response: MenusAdminUpdateMutation$data;
  variables: MenusAdminUpdateMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  },
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
        "name": "id",
        "variableName": "id"
      },
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "MenuItem",
    "kind": "LinkedField",
    "name": "updateMenuItem",
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
        "name": "version",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "label",
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
    "name": "MenusAdminUpdateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "MenusAdminUpdateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "bb1cd55e2e39d6e5621184b0a9db3c31",
    "metadata": {},
    "name": "MenusAdminUpdateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "98d64bec2a698bcbde3600848e973909";

export default node;
