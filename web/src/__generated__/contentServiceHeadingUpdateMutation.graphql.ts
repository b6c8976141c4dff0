/**
 * @generated SignedSource<<06a655f5ad780a0f9878d571d07a162d>>
 * @relayHash f60b7319f0a22a7ae7b6395e7e706f76
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f60b7319f0a22a7ae7b6395e7e706f76

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
    "id": "f60b7319f0a22a7ae7b6395e7e706f76",
    "metadata": {},
    "name": "contentServiceHeadingUpdateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "0dfe9c5520566fab546af6347e315d37";

export default node;
