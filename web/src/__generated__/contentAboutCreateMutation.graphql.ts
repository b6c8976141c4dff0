/**
 * @generated SignedSource<<7d7f096557f599bcc40bbcbe6335c975>>
 * @relayHash 27721bcbc2349fb33b9c7b2085fe90c5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 27721bcbc2349fb33b9c7b2085fe90c5

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
    "id": "27721bcbc2349fb33b9c7b2085fe90c5",
    "metadata": {},
    "name": "contentAboutCreateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "0eb2d256ddf98b90c27214ca65e3b85a";

export default node;
