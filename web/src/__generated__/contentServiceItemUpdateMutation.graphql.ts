/**
 * @generated SignedSource<<fa2eb2f0a7a05e7cb3397a8eb83ee667>>
 * @relayHash 7ddfddd8973fba6434e738b5ebd0c853
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7ddfddd8973fba6434e738b5ebd0c853

import type { ConcreteRequest } from 'relay-runtime';
export type UpdateServiceItemInput = {
  serviceDetails?: string | null | undefined;
  serviceIcon?: string | null | undefined;
  serviceTitle?: string | null | undefined;
  version?: number | null | undefined;
};
export type contentServiceItemUpdateMutation$variables = {
  id: string;
  input: UpdateServiceItemInput;
};
export type contentServiceItemUpdateMutation$data = {
  readonly updateServiceItem: {
    readonly id: string;
    readonly serviceDetails: string;
    readonly serviceIcon: string;
    readonly serviceTitle: string;
    readonly version: number;
  };
};
export type contentServiceItemUpdateMutation = {
  response: contentServiceItemUpdateMutation$data;
  variables: contentServiceItemUpdateMutation$variables;
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
    "concreteType": "ServiceItem",
    "kind": "LinkedField",
    "name": "updateServiceItem",
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
    "name": "contentServiceItemUpdateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "contentServiceItemUpdateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "7ddfddd8973fba6434e738b5ebd0c853",
    "metadata": {},
    "name": "contentServiceItemUpdateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "2b59eeee574e4b64812d1c5d9da585d0";

export default node;
