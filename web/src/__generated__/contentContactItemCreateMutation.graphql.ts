/**
 * @generated SignedSource<<c5c42b9e17771eba69fef8cfae246250>>
 * @relayHash 4c95d67a22054d437eb76a98c1f2ea99
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4c95d67a22054d437eb76a98c1f2ea99

import type { ConcreteRequest } from 'relay-runtime';
export type CreateContactItemInput = {
  contactDetails: string;
  contactImg: string;
  contactTitle: string;
};
export type contentContactItemCreateMutation$variables = {
  input: CreateContactItemInput;
};
export type contentContactItemCreateMutation$data = {
  readonly createContactItem: {
    readonly contactDetails: string;
    readonly contactImg: string;
    readonly contactTitle: string;
    readonly id: string;
    readonly version: number;
  };
};
export type contentContactItemCreateMutation = {
  response: contentContactItemCreateMutation$data;
  variables: contentContactItemCreateMutation$variables;
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
    "concreteType": "ContactItem",
    "kind": "LinkedField",
    "name": "createContactItem",
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
        "name": "contactImg",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "contactTitle",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "contactDetails",
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
    "name": "contentContactItemCreateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "contentContactItemCreateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "4c95d67a22054d437eb76a98c1f2ea99",
    "metadata": {},
    "name": "contentContactItemCreateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "bce916d70084d20dd52e2b2e9fc724a3";

export default node;
