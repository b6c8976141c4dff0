/**
 * @generated SignedSource<<5d99cfcb01de92d5d66bbaab391d9ce6>>
 * @relayHash 2ae8b51f6116f5d7cc7e5a824e5baa82
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2ae8b51f6116f5d7cc7e5a824e5baa82

import type { ConcreteRequest } from 'relay-runtime';
export type UpdateAboutInput = {
  aboutDetails?: string | null | undefined;
  aboutHeading?: string | null | undefined;
  aboutImg?: string | null | undefined;
  aboutPointhree?: string | null | undefined;
  aboutPointone?: string | null | undefined;
  aboutPointwo?: string | null | undefined;
  aboutText?: string | null | undefined;
  version?: number | null | undefined;
};
export type contentAboutUpdateMutation$variables = {
  id: string;
  input: UpdateAboutInput;
};
export type contentAboutUpdateMutation$data = {
  readonly updateAbout: {
    readonly aboutDetails: string;
    readonly aboutHeading: string;
    readonly aboutImg: string;
    readonly aboutPointhree: string;
    readonly aboutPointone: string;
    readonly aboutPointwo: string;
    readonly aboutText: string;
    readonly id: string;
  };
};
export type contentAboutUpdateMutation = {
  response: contentAboutUpdateMutation$data;
  variables: contentAboutUpdateMutation$variables;
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
    "concreteType": "About",
    "kind": "LinkedField",
    "name": "updateAbout",
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
    "name": "contentAboutUpdateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "contentAboutUpdateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "2ae8b51f6116f5d7cc7e5a824e5baa82",
    "metadata": {},
    "name": "contentAboutUpdateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "7c62802c599da4615f940737e09ede24";

export default node;
