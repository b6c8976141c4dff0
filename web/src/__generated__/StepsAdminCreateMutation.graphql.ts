/**
 * @generated SignedSource<<307a0d1cf1642123440f55cb459c5ee9>>
 * @relayHash 3fbdbb493a9a4910d3b03f6e72cd561d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3fbdbb493a9a4910d3b03f6e72cd561d

import type { ConcreteRequest } from 'relay-runtime';
export type CreateStepInput = {
  stepDetails: string;
  stepNumber: string;
  stepTitle: string;
};
export type StepsAdminCreateMutation$variables = {
  input: CreateStepInput;
};
export type StepsAdminCreateMutation$data = {
  readonly createStep: {
    readonly id: string;
    readonly stepDetails: string;
    readonly stepNumber: string;
    readonly stepTitle: string;
  };
};
export type StepsAdminCreateMutation = {
  response: StepsAdminCreateMutation$data;
  variables: StepsAdminCreateMutation$variables;
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
    "name": "StepsAdminCreateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "StepsAdminCreateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "3fbdbb493a9a4910d3b03f6e72cd561d",
    "metadata": {},
    "name": "StepsAdminCreateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "a1f58cfae11306369521905ae0325f41";

export default node;
