/**
 * @generated SignedSource<<9e3ba6a25bd3fb2b547181519d9f2819>>
 * @relayHash ab72eed62f61dbb8f7c7e8bb07b770a0
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ab72eed62f61dbb8f7c7e8bb07b770a0

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
    "id": "ab72eed62f61dbb8f7c7e8bb07b770a0",
    "metadata": {},
    "name": "contentContactItemUpdateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "62c8b732301020b9b0fa2edd96144515";

export default node;
