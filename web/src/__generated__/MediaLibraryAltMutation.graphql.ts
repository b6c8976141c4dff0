/**
 * @generated SignedSource<<c70f04eee8669b9b546fdc493926a991>>
 * @relayHash 71d4f03906b1cb239683d279ff293b83
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 71d4f03906b1cb239683d279ff293b83

import type { ConcreteRequest } from 'relay-runtime';
export type UpdateMediaInput = {
  alt?: string | null | undefined;
  version?: number | null | undefined;
};
export type MediaLibraryAltMutation$variables = {
  id: string;
  input: UpdateMediaInput;
};
export type MediaLibraryAltMutation$data = {
  readonly updateMedia: {
    readonly alt: string;
    readonly id: string;
    readonly version: number;
  };
};
export type MediaLibraryAltMutation = {
  response: MediaLibraryAltMutation$data;
  variables: MediaLibraryAltMutation$variables;
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
    "concreteType": "Media",
    "kind": "LinkedField",
    "name": "updateMedia",
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
        "name": "alt",
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
    "name": "MediaLibraryAltMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "MediaLibraryAltMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "71d4f03906b1cb239683d279ff293b83",
    "metadata": {},
    "name": "MediaLibraryAltMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "92a7e4b0a1f975a097c969b67d98f3ea";

export default node;
