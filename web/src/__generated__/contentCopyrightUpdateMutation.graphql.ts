/**
 * @generated SignedSource<<06732ae5ebeb3d12604ee2278b62ff8f>>
 * @relayHash ef84c42c790286e2347474db5cc99b7d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ef84c42c790286e2347474db5cc99b7d

import type { ConcreteRequest } from 'relay-runtime';
export type UpdateCopyrightInput = {
  copyrightText?: string | null | undefined;
  version?: number | null | undefined;
};
export type contentCopyrightUpdateMutation$variables = {
  id: string;
  input: UpdateCopyrightInput;
};
export type contentCopyrightUpdateMutation$data = {
  readonly updateCopyright: {
    readonly copyrightText: string;
    readonly id: string;
    readonly version: number;
  };
};
export type contentCopyrightUpdateMutation = {
  response: contentCopyrightUpdateMutation$data;
  variables: contentCopyrightUpdateMutation$variables;
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
    "concreteType": "Copyright",
    "kind": "LinkedField",
    "name": "updateCopyright",
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
    "name": "contentCopyrightUpdateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "contentCopyrightUpdateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "ef84c42c790286e2347474db5cc99b7d",
    "metadata": {},
    "name": "contentCopyrightUpdateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "ee2b43d24e6090b9ef5580186b8fcc0e";

export default node;
