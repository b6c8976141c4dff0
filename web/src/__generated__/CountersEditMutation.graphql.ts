/**
 * @generated SignedSource<<b0d1d38ed26b7dde786f03d9b0842bee>>
 * @relayHash bdbcaf913670d488cc2ad2d21c857ff2
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID bdbcaf913670d488cc2ad2d21c857ff2

import type { ConcreteRequest } from 'relay-runtime';
export type UpdateCounterInput = {
  happyClientsNumber?: string | null | undefined;
  happyClientsText?: string | null | undefined;
  projectCompleteNumber?: string | null | undefined;
  projectCompleteText?: string | null | undefined;
  winingAwardNumber?: string | null | undefined;
  winingAwardText?: string | null | undefined;
  yearofExperienceNumber?: string | null | undefined;
  yearofExperienceText?: string | null | undefined;
};
export type CountersEditMutation$variables = {
  id: string;
  input: UpdateCounterInput;
};
export type CountersEditMutation$data = {
  readonly updateCounter: {
    readonly happyClientsNumber: string;
    readonly happyClientsText: string;
    readonly id: string;
    readonly projectCompleteNumber: string;
    readonly projectCompleteText: string;
    readonly winingAwardNumber: string;
    readonly winingAwardText: string;
    readonly yearofExperienceNumber: string;
    readonly yearofExperienceText: string;
  };
};
export type CountersEditMutation = {
  response: CountersEditMutation$data;
  variables: CountersEditMutation$variables;
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
    "concreteType": "Counter",
    "kind": "LinkedField",
    "name": "updateCounter",
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
        "name": "happyClientsNumber",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "happyClientsText",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "projectCompleteNumber",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "projectCompleteText",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "yearofExperienceNumber",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "yearofExperienceText",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "winingAwardNumber",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "winingAwardText",
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
    "name": "CountersEditMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "CountersEditMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "bdbcaf913670d488cc2ad2d21c857ff2",
    "metadata": {},
    "name": "CountersEditMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "184cdc720bc34ff7a2fa41799f5629c9";

export default node;
