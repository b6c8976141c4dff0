/**
 * @generated SignedSource<<a6eaca0cb35ec65367e6e0f3813ef340>>
 * @relayHash a816753f373e465a2d5b301f15f88716
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a816753f373e465a2d5b301f15f88716

import type { ConcreteRequest } from 'relay-runtime';
export type UpdateContactItemInput = {
  contactDetails?: string | null | undefined;
  contactImg?: string | null | undefined;
  contactTitle?: string | null | undefined;
  version?: number | null | undefined;
};
export type contentContactItemUpdateMutation$variables = {
  id: string;
  input: UpdateContactItemInput;
};
export type contentContactItemUpdateMutation$data = {
  readonly updateContactItem: {
    readonly contactDetails: string;
    readonly contactImg: string;
    readonly contactTitle: string;
    readonly id: string;
    readonly version: number;
  };
};
export type contentContactItemUpdateMutation = {
  response: contentContactItemUpdateMutation$data;
  variables: contentContactItemUpdateMutation$variables;
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
    "name": "contentContactItemUpdateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "contentContactItemUpdateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "a816753f373e465a2d5b301f15f88716",
    "metadata": {},
    "name": "contentContactItemUpdateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "12df6204600e81b028341e9b577c5592";

export default node;
