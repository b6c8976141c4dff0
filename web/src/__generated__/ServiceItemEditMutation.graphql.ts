/**
 * @generated SignedSource<<fa882d44a6d4b1cdb0861dd62b8a56bb>>
 * @relayHash e34aa6eca010d9f7435329d23f2e012d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e34aa6eca010d9f7435329d23f2e012d

import type { ConcreteRequest } from 'relay-runtime';
export type UpdateServiceItemInput = {
  serviceDetails?: string | null | undefined;
  serviceIcon?: string | null | undefined;
  serviceTitle?: string | null | undefined;
};
export type ServiceItemEditMutation$variables = {
  id: string;
  input: UpdateServiceItemInput;
};
export type ServiceItemEditMutation$data = {
  readonly updateServiceItem: {
    readonly id: string;
    readonly serviceDetails: string;
    readonly serviceIcon: string;
    readonly serviceTitle: string;
  };
};
export type ServiceItemEditMutation = {
  response: ServiceItemEditMutation$data;
  variables: ServiceItemEditMutation$variables;
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
    "name": "ServiceItemEditMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ServiceItemEditMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "e34aa6eca010d9f7435329d23f2e012d",
    "metadata": {},
    "name": "ServiceItemEditMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "b169652abb264037727eb396601251b5";

export default node;
