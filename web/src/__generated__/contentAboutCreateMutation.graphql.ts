/**
 * @generated SignedSource<<ad3434a35ed4c0760cc56175ea79be51>>
 * @relayHash 634a85a2b5c25c278124dcc6a97b68d5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 634a85a2b5c25c278124dcc6a97b68d5

import type { ConcreteRequest } from 'relay-runtime';
export type CreateAboutInput = {
  aboutDetails: string;
  aboutHeading: string;
  aboutImg: string;
  aboutPointhree: string;
  aboutPointone: string;
  aboutPointwo: string;
  aboutText: string;
};
export type contentAboutCreateMutation$variables = {
  input: CreateAboutInput;
};
export type contentAboutCreateMutation$data = {
  readonly createAbout: {
    readonly aboutDetails: string;
    readonly aboutHeading: string;
    readonly aboutImg: string;
    readonly aboutPointhree: string;
    readonly aboutPointone: string;
    readonly aboutPointwo: string;
    readonly aboutText: string;
    readonly id: string;
    readonly version: number;
  };
};
export type contentAboutCreateMutation = {
  response: contentAboutCreateMutation$data;
  variables: contentAboutCreateMutation$variables;
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
    "concreteType": "About",
    "kind": "LinkedField",
    "name": "createAbout",
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
        "name": "aboutImg",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "aboutHeading",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "aboutText",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "aboutDetails",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "aboutPointone",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "aboutPointwo",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "aboutPointhree",
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
    "name": "contentAboutCreateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "contentAboutCreateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "634a85a2b5c25c278124dcc6a97b68d5",
    "metadata": {},
    "name": "contentAboutCreateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "8295172a7b19b3449f453808f002ed1b";

export default node;
