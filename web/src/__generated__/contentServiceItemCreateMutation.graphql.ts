/**
 * @generated SignedSource<<66bd58a48243b17239a967d75088215c>>
 * @relayHash 94cd67c816c34fc689412cf8d245e4df
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 94cd67c816c34fc689412cf8d245e4df

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
    readonly version: number;
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
    "id": "94cd67c816c34fc689412cf8d245e4df",
    "metadata": {},
    "name": "contentServiceItemCreateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "3a94113a7cfad9288623b53c2c4c7895";

export default node;
