/**
 * @generated SignedSource<<5f8cf7664037a12de1022cc6588f602a>>
 * @relayHash 93eba7852533b025e07f988408a16be9
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 93eba7852533b025e07f988408a16be9

import type { ConcreteRequest } from 'relay-runtime';
export type UpdateFooterAboutInput = {
  aboutFooterDetails?: string | null | undefined;
  aboutFooterText?: string | null | undefined;
  version?: number | null | undefined;
};
export type contentFooterAboutUpdateMutation$variables = {
  id: string;
  input: UpdateFooterAboutInput;
};
export type contentFooterAboutUpdateMutation$data = {
  readonly updateFooterAbout: {
    readonly aboutFooterDetails: string;
    readonly aboutFooterText: string;
    readonly id: string;
  };
};
export type contentFooterAboutUpdateMutation = {
  response: contentFooterAboutUpdateMutation$data;
  variables: contentFooterAboutUpdateMutation$variables;
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
    "concreteType": "FooterAbout",
    "kind": "LinkedField",
    "name": "updateFooterAbout",
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
        "name": "aboutFooterText",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "aboutFooterDetails",
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
    "name": "contentFooterAboutUpdateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "contentFooterAboutUpdateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "93eba7852533b025e07f988408a16be9",
    "metadata": {},
    "name": "contentFooterAboutUpdateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "b45609abaf4768bde268b7a6c6796620";

export default node;
