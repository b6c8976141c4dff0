/**
 * @generated SignedSource<<6ded4eab1ee2d1cdb7ea20580c27b8ac>>
 * @relayHash 86eb79ccd5ac747a1a267863c1482f91
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 86eb79ccd5ac747a1a267863c1482f91

import type { ConcreteRequest } from 'relay-runtime';
export type UpdateContactItemInput = {
  contactDetails?: string | null | undefined;
  contactImg?: string | null | undefined;
  contactTitle?: string | null | undefined;
};
export type ContactItemEditMutation$variables = {
  id: string;
  input: UpdateContactItemInput;
};
export type ContactItemEditMutation$data = {
  readonly updateContactItem: {
    readonly contactDetails: string;
    readonly contactImg: string;
    readonly contactTitle: string;
    readonly id: string;
  };
};
export type ContactItemEditMutation = {
  response: ContactItemEditMutation$data;
  variables: ContactItemEditMutation$variables;
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
    "concreteType": "ContactItem",
    "kind": "LinkedField",
    "name": "updateContactItem",
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
    "name": "ContactItemEditMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ContactItemEditMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "86eb79ccd5ac747a1a267863c1482f91",
    "metadata": {},
    "name": "ContactItemEditMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "7b5f319dcc08de2ae711849028bc2dbf";

export default node;
