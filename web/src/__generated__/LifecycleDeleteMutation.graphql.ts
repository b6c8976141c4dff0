/**
 * @generated SignedSource<<b5bd5b8d1daa47b16a0e7da55a72bc1c>>
 * @relayHash 559d40831e2904ffc2e11eca982ab5d9
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 559d40831e2904ffc2e11eca982ab5d9

import type { ConcreteRequest } from 'relay-runtime';
export type LifecycleDeleteMutation$variables = {
  id: string;
};
export type LifecycleDeleteMutation$data = {
  readonly deleteItem: {
    readonly id: string;
    readonly label: string;
    readonly purgeAt: string;
  };
};
export type LifecycleDeleteMutation = {
  response: LifecycleDeleteMutation$data;
  variables: LifecycleDeleteMutation$variables;
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
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "label",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "purgeAt",
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
    "name": "LifecycleDeleteMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "LifecycleDeleteMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "559d40831e2904ffc2e11eca982ab5d9",
    "metadata": {},
    "name": "LifecycleDeleteMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "659f28003a679d711a54f5147f206735";

export default node;
