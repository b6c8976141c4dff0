/**
 * @generated SignedSource<<5c967473d44a29240779b1166efe8d12>>
 * @relayHash 69ce4cab0f622a72fb1762f9ebaaae95
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 69ce4cab0f622a72fb1762f9ebaaae95

import type { ConcreteRequest } from 'relay-runtime';
export type UpdateLogoInput = {
  logo?: string | null | undefined;
  version?: number | null | undefined;
};
export type contentLogoUpdateMutation$variables = {
  id: string;
  input: UpdateLogoInput;
};
export type contentLogoUpdateMutation$data = {
  readonly updateLogo: {
    readonly id: string;
    readonly logo: string;
    readonly version: number;
  };
};
export type contentLogoUpdateMutation = {
  response: contentLogoUpdateMutation$data;
  variables: contentLogoUpdateMutation$variables;
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
    "concreteType": "Logo",
    "kind": "LinkedField",
    "name": "updateLogo",
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
        "name": "logo",
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
    "name": "contentLogoUpdateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "contentLogoUpdateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "69ce4cab0f622a72fb1762f9ebaaae95",
    "metadata": {},
    "name": "contentLogoUpdateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "f0e05367418b6d60b33a1795ce214d6a";

export default node;
