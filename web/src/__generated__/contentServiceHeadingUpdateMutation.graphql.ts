/**
 * @generated SignedSource<<ff5b574e3391e9e7b474aa62a940d7f7>>
 * @relayHash 311c66b54cefe287b6da57f7acc797a3
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 311c66b54cefe287b6da57f7acc797a3

import type { ConcreteRequest } from 'relay-runtime';
export type UpdateServiceHeadingInput = {
  serviceHeading?: string | null | undefined;
  servicesubHeading?: string | null | undefined;
  version?: number | null | undefined;
};
export type contentServiceHeadingUpdateMutation$variables = {
  id: string;
  input: UpdateServiceHeadingInput;
};
export type contentServiceHeadingUpdateMutation$data = {
  readonly updateServiceHeading: {
    readonly id: string;
    readonly serviceHeading: string;
    readonly servicesubHeading: string;
    readonly version: number;
  };
};
export type contentServiceHeadingUpdateMutation = {
  response: contentServiceHeadingUpdateMutation$data;
  variables: contentServiceHeadingUpdateMutation$variables;
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
    "concreteType": "ServiceHeading",
    "kind": "LinkedField",
    "name": "updateServiceHeading",
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
        "name": "serviceHeading",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "servicesubHeading",
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
    "name": "contentServiceHeadingUpdateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "contentServiceHeadingUpdateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "311c66b54cefe287b6da57f7acc797a3",
    "metadata": {},
    "name": "contentServiceHeadingUpdateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "f7fd0663915601289ea4a167f98abe18";

export default node;
