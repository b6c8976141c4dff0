/**
 * @generated SignedSource<<55baa83714c2b58c0b10dc6bc8afcd5a>>
 * @relayHash 9431374ee71089727603c24767b644ad
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9431374ee71089727603c24767b644ad

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
    readonly version: number;
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
    "id": "9431374ee71089727603c24767b644ad",
    "metadata": {},
    "name": "contentStepUpdateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "472030619df062560490028177ed8240";

export default node;
