/**
 * @generated SignedSource<<760652d466f1a5bc25106563e0246b95>>
 * @relayHash 5dddaad740ecc8fdb9cb4761ca691ca0
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5dddaad740ecc8fdb9cb4761ca691ca0

import type { ConcreteRequest } from 'relay-runtime';
export type UpdateAboutInput = {
  aboutDetails?: string | null | undefined;
  aboutHeading?: string | null | undefined;
  aboutImg?: string | null | undefined;
  aboutPointhree?: string | null | undefined;
  aboutPointone?: string | null | undefined;
  aboutPointwo?: string | null | undefined;
  aboutText?: string | null | undefined;
};
export type AboutEditMutation$variables = {
  id: string;
  input: UpdateAboutInput;
};
export type AboutEditMutation$data = {
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
export type AboutEditMutation = {
  response: AboutEditMutation$data;
  variables: AboutEditMutation$variables;
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
    "name": "AboutEditMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AboutEditMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "5dddaad740ecc8fdb9cb4761ca691ca0",
    "metadata": {},
    "name": "AboutEditMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "875facebcd9ef001c47391a4556c66e8";

export default node;
