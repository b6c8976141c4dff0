/**
 * @generated SignedSource<<bd24cb5fae49ce5694d19b5a24784ded>>
 * @relayHash 233787e509e9e5c43f473210aac173b7
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 233787e509e9e5c43f473210aac173b7

import type { ConcreteRequest } from 'relay-runtime';
export type CreateServiceItemInput = {
  serviceDetails: string;
  serviceIcon: string;
  serviceTitle: string;
};
export type ServiceAdminItemMutation$variables = {
  input: CreateServiceItemInput;
};
export type ServiceAdminItemMutation$data = {
  readonly createServiceItem: {
    readonly id: string;
    readonly serviceDetails: string;
    readonly serviceIcon: string;
    readonly serviceTitle: string;
  };
};
export type ServiceAdminItemMutation = {
  response: ServiceAdminItemMutation$data;
  variables: ServiceAdminItemMutation$variables;
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
    "concreteType": "ServiceItem",
    "kind": "LinkedField",
    "name": "createServiceItem",
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
        "name": "serviceIcon",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "serviceTitle",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "serviceDetails",
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
    "name": "ServiceAdminItemMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ServiceAdminItemMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "233787e509e9e5c43f473210aac173b7",
    "metadata": {},
    "name": "ServiceAdminItemMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "b8eddda7121ab013dff254e26b2d8d93";

export default node;
