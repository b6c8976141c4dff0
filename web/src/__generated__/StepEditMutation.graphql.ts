/**
 * @generated SignedSource<<baf71db3e486a5614efd00513d3c5e98>>
 * @relayHash e3a2edb1a4d80a44a173fa3350509b59
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e3a2edb1a4d80a44a173fa3350509b59

import type { ConcreteRequest } from 'relay-runtime';
export type UpdateStepInput = {
  stepDetails?: string | null | undefined;
  stepNumber?: string | null | undefined;
  stepTitle?: string | null | undefined;
};
export type StepEditMutation$variables = {
  id: string;
  input: UpdateStepInput;
};
export type StepEditMutation$data = {
  readonly updateStep: {
    readonly id: string;
    readonly stepDetails: string;
    readonly stepNumber: string;
    readonly stepTitle: string;
  };
};
export type StepEditMutation = {
  response: StepEditMutation$data;
  variables: StepEditMutation$variables;
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
    "name": "StepEditMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "StepEditMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "e3a2edb1a4d80a44a173fa3350509b59",
    "metadata": {},
    "name": "StepEditMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "5b860e40cc4411b070835aa80648f483";

export default node;
