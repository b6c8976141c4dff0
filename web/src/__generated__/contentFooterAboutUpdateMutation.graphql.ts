/**
 * @generated SignedSource<<25aa12616cd558ea27069aaffbeb7d4f>>
 * @relayHash 7e6dd334818dba081fc96df12f74d6a9
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7e6dd334818dba081fc96df12f74d6a9

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
    readonly version: number;
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
        "name": "version",
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
    "id": "7e6dd334818dba081fc96df12f74d6a9",
    "metadata": {},
    "name": "contentFooterAboutUpdateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "6c3041b20e5778694269ee5432a4964c";

export default node;
