/**
 * @generated SignedSource<<7d7993ed8c573d69d346717f4596e199>>
 * @relayHash a174a3de7cb9cba5cc2114f3f0e39031
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a174a3de7cb9cba5cc2114f3f0e39031

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
export type CountersAdminCreateMutation$variables = {
  input: CreateCounterInput;
};
export type CountersAdminCreateMutation$data = {
  readonly createCounter: {
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
export type CountersAdminCreateMutation = {
  response: CountersAdminCreateMutation$data;
  variables: CountersAdminCreateMutation$variables;
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
    "name": "CountersAdminCreateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "CountersAdminCreateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "a174a3de7cb9cba5cc2114f3f0e39031",
    "metadata": {},
    "name": "CountersAdminCreateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "6af479b0dab9ec4baf616dfe12f3287b";

export default node;
