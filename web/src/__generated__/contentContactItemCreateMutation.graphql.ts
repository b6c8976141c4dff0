/**
 * @generated SignedSource<<63a991e3c91a5c53a8e508dbe836d644>>
 * @relayHash 4bdfc65126936db134c36193b2fd87f7
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4bdfc65126936db134c36193b2fd87f7

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
    "id": "4bdfc65126936db134c36193b2fd87f7",
    "metadata": {},
    "name": "contentContactItemCreateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "31fe597698f660f88bcae3498776e198";

export default node;
