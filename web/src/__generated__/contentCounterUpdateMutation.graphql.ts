/**
 * @generated SignedSource<<d47c6b61ad5e82d8deefca5a0057f425>>
 * @relayHash c19f8f8d7c39cd1b07d797bcd31f7a5d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c19f8f8d7c39cd1b07d797bcd31f7a5d

import type { ConcreteRequest } from 'relay-runtime';
export type UpdateCounterInput = {
  happyClientsNumber?: string | null | undefined;
  happyClientsText?: string | null | undefined;
  projectCompleteNumber?: string | null | undefined;
  projectCompleteText?: string | null | undefined;
  version?: number | null | undefined;
  winingAwardNumber?: string | null | undefined;
  winingAwardText?: string | null | undefined;
  yearofExperienceNumber?: string | null | undefined;
  yearofExperienceText?: string | null | undefined;
};
export type contentCounterUpdateMutation$variables = {
  id: string;
  input: UpdateCounterInput;
};
export type contentCounterUpdateMutation$data = {
  readonly updateCounter: {
    readonly happyClientsNumber: string;
    readonly happyClientsText: string;
    readonly id: string;
    readonly projectCompleteNumber: string;
    readonly projectCompleteText: string;
    readonly version: number;
    readonly winingAwardNumber: string;
    readonly winingAwardText: string;
    readonly yearofExperienceNumber: string;
    readonly yearofExperienceText: string;
  };
};
export type contentCounterUpdateMutation = {
  response: contentCounterUpdateMutation$data;
  variables: contentCounterUpdateMutation$variables;
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
        "name": "version",
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
    "name": "contentCounterUpdateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "contentCounterUpdateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "c19f8f8d7c39cd1b07d797bcd31f7a5d",
    "metadata": {},
    "name": "contentCounterUpdateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "686b9fa011e98dfaf58ccd2327cd4de3";

export default node;
