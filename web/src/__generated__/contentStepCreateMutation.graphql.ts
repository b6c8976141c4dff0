/**
 * @generated SignedSource<<44dbd5fa22d8ae2d15c0da3debd2396b>>
 * @relayHash 04dae364d3ed3786ebbe7ffda6bb6996
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 04dae364d3ed3786ebbe7ffda6bb6996

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
    "id": "04dae364d3ed3786ebbe7ffda6bb6996",
    "metadata": {},
    "name": "contentStepCreateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "4b63453e0eb2035bc7378f00aa630bd2";

export default node;
