/**
 * @generated SignedSource<<fb5ff2f6ede5f714622d6370cb83c261>>
 * @relayHash a5bade217652d43441b4316f3bc752e7
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a5bade217652d43441b4316f3bc752e7

import type { ConcreteRequest } from 'relay-runtime';
export type UpdateStepInput = {
  stepDetails?: string | null | undefined;
  stepNumber?: string | null | undefined;
  stepTitle?: string | null | undefined;
  version?: number | null | undefined;
};
export type contentStepUpdateMutation$variables = {
  id: string;
  input: UpdateStepInput;
};
export type contentStepUpdateMutation$data = {
  readonly updateStep: {
    readonly id: string;
    readonly stepDetails: string;
    readonly stepNumber: string;
    readonly stepTitle: string;
  };
};
export type contentStepUpdateMutation = {
  response: contentStepUpdateMutation$data;
  variables: contentStepUpdateMutation$variables;
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
    "concreteType": "Step",
    "kind": "LinkedField",
    "name": "updateStep",
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
        "name": "stepTitle",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "stepDetails",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "stepNumber",
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
    "name": "contentStepUpdateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "contentStepUpdateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "a5bade217652d43441b4316f3bc752e7",
    "metadata": {},
    "name": "contentStepUpdateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "21263e703ec7a477fed98dd95eaedcf3";

export default node;
