/**
 * @generated SignedSource<<d942e9ecc57bf2dc9661abc2193f9135>>
 * @relayHash df90f8e2d27bf797cdff83fda09aa185
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID df90f8e2d27bf797cdff83fda09aa185

import type { ConcreteRequest } from 'relay-runtime';
export type CreateCounterInput = {
  happyClientsNumber: string;
  happyClientsText: string;
  projectCompleteNumber: string;
  projectCompleteText: string;
  winingAwardNumber: string;
  winingAwardText: string;
  yearofExperienceNumber: string;
  yearofExperienceText: string;
};
export type contentCounterCreateMutation$variables = {
  input: CreateCounterInput;
};
export type contentCounterCreateMutation$data = {
  readonly createCounter: {
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
export type contentCounterCreateMutation = {
  response: contentCounterCreateMutation$data;
  variables: contentCounterCreateMutation$variables;
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
    "concreteType": "Counter",
    "kind": "LinkedField",
    "name": "createCounter",
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
    "name": "contentCounterCreateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "contentCounterCreateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "df90f8e2d27bf797cdff83fda09aa185",
    "metadata": {},
    "name": "contentCounterCreateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "3711dcfc47e6261440d12f0a546ed104";

export default node;
