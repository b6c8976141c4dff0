/**
 * @generated SignedSource<<1c3f38f0fcf2546772a61c69ba5fea5d>>
 * @relayHash 21a5ddad0cb643f19bc153ed3fbd0461
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 21a5ddad0cb643f19bc153ed3fbd0461

import type { ConcreteRequest } from 'relay-runtime';
export type CreateContactItemInput = {
  contactDetails: string;
  contactImg: string;
  contactTitle: string;
};
export type ContactAdminCreateMutation$variables = {
  input: CreateContactItemInput;
};
export type ContactAdminCreateMutation$data = {
  readonly createContactItem: {
    readonly contactDetails: string;
    readonly contactImg: string;
    readonly contactTitle: string;
    readonly id: string;
  };
};
export type ContactAdminCreateMutation = {
  response: ContactAdminCreateMutation$data;
  variables: ContactAdminCreateMutation$variables;
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
    "name": "ContactAdminCreateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ContactAdminCreateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "21a5ddad0cb643f19bc153ed3fbd0461",
    "metadata": {},
    "name": "ContactAdminCreateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "b83b652659ef4c60a4ceed1d99dd24a4";

export default node;
