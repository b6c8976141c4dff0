/**
 * @generated SignedSource<<7e617b77d29bce0b85c88ff8a250b389>>
 * @relayHash 93c935e2ef2827e65a8de07272b3d337
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 93c935e2ef2827e65a8de07272b3d337

import type { ConcreteRequest } from 'relay-runtime';
export type CreateServiceItemInput = {
  serviceDetails: string;
  serviceIcon: string;
  serviceTitle: string;
};
export type contentServiceItemCreateMutation$variables = {
  input: CreateServiceItemInput;
};
export type contentServiceItemCreateMutation$data = {
  readonly createServiceItem: {
    readonly id: string;
    readonly serviceDetails: string;
    readonly serviceIcon: string;
    readonly serviceTitle: string;
  };
};
export type contentServiceItemCreateMutation = {
  response: contentServiceItemCreateMutation$data;
  variables: contentServiceItemCreateMutation$variables;
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
    "name": "contentServiceItemCreateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "contentServiceItemCreateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "93c935e2ef2827e65a8de07272b3d337",
    "metadata": {},
    "name": "contentServiceItemCreateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "80a0d737749b8faae44e4c09a3adba9e";

export default node;
