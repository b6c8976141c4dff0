/**
 * @generated SignedSource<<5881eed09b418c0d0aea39a7779fdd0c>>
 * @relayHash fd5b359d5103fd51767c1ae8c065f749
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID fd5b359d5103fd51767c1ae8c065f749

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
    readonly version: number;
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
    "id": "fd5b359d5103fd51767c1ae8c065f749",
    "metadata": {},
    "name": "contentAboutUpdateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "bfb204b6541fb1bec3f6f6fe10754d7c";

export default node;
