/**
 * @generated SignedSource<<08e0c9fc9274ab6ecdb9c209d5f1c7bb>>
 * @relayHash 039f227b113c36b11c954bc0b67d4fbf
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 039f227b113c36b11c954bc0b67d4fbf

import type { ConcreteRequest } from 'relay-runtime';
export type CreateStepInput = {
  stepDetails: string;
  stepNumber: string;
  stepTitle: string;
};
export type contentStepCreateMutation$variables = {
  input: CreateStepInput;
};
export type contentStepCreateMutation$data = {
  readonly createStep: {
    readonly id: string;
    readonly stepDetails: string;
    readonly stepNumber: string;
    readonly stepTitle: string;
    readonly version: number;
  };
};
export type contentStepCreateMutation = {
  response: contentStepCreateMutation$data;
  variables: contentStepCreateMutation$variables;
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
    "concreteType": "Step",
    "kind": "LinkedField",
    "name": "createStep",
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
    "name": "contentStepCreateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "contentStepCreateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "039f227b113c36b11c954bc0b67d4fbf",
    "metadata": {},
    "name": "contentStepCreateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "c0843008398f6f166ff0e1414ac9bc03";

export default node;
