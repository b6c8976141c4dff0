/**
 * @generated SignedSource<<3f38ee4863a1ee979f7e03b29f4ebef7>>
 * @relayHash 5d71c5bea1905f5263f309d21a92aac4
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5d71c5bea1905f5263f309d21a92aac4

import type { ConcreteRequest } from 'relay-runtime';
export type CreateCopyrightInput = {
  copyrightText: string;
};
export type contentCopyrightCreateMutation$variables = {
  input: CreateCopyrightInput;
};
export type contentCopyrightCreateMutation$data = {
  readonly createCopyright: {
    readonly copyrightText: string;
    readonly id: string;
    readonly version: number;
  };
};
export type contentCopyrightCreateMutation = {
  response: contentCopyrightCreateMutation$data;
  variables: contentCopyrightCreateMutation$variables;
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
    "concreteType": "Copyright",
    "kind": "LinkedField",
    "name": "createCopyright",
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
        "name": "copyrightText",
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
    "name": "contentCopyrightCreateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "contentCopyrightCreateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "5d71c5bea1905f5263f309d21a92aac4",
    "metadata": {},
    "name": "contentCopyrightCreateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "c8a87310076c1943c01b2f491532aad1";

export default node;
