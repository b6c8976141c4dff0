/**
 * @generated SignedSource<<7e3cd06d8f45fbb8726761e889200eea>>
 * @relayHash 74d6227fea52a53591ee91f379a957b6
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 74d6227fea52a53591ee91f379a957b6

import type { ConcreteRequest } from 'relay-runtime';
export type UpdateFooterAboutInput = {
  aboutFooterDetails?: string | null | undefined;
  aboutFooterText?: string | null | undefined;
};
export type FooterAboutEditMutation$variables = {
  id: string;
  input: UpdateFooterAboutInput;
};
export type FooterAboutEditMutation$data = {
  readonly updateFooterAbout: {
    readonly aboutFooterDetails: string;
    readonly aboutFooterText: string;
    readonly id: string;
  };
};
export type FooterAboutEditMutation = {
  response: FooterAboutEditMutation$data;
  variables: FooterAboutEditMutation$variables;
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
    "name": "FooterAboutEditMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "FooterAboutEditMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "74d6227fea52a53591ee91f379a957b6",
    "metadata": {},
    "name": "FooterAboutEditMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "8de99eccd242067cd023d9d6a299c6a3";

export default node;
