/**
 * @generated SignedSource<<521a436200eb5d3c15fd086944f82cb5>>
 * @relayHash 3f4803a5b0f6d403d7008ea9f7f4972f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3f4803a5b0f6d403d7008ea9f7f4972f

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
    "id": "3f4803a5b0f6d403d7008ea9f7f4972f",
    "metadata": {},
    "name": "contentCopyrightCreateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "2975b50c53536f2327508e8f2ec8f8d7";

export default node;
