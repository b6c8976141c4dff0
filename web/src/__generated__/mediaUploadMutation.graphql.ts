/**
 * @generated SignedSource<<8bdb1d8ce8c7a40b731cc8d03dbc2f6f>>
 * @relayHash 1ed68d4f80069b95360c1931db3b47c1
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1ed68d4f80069b95360c1931db3b47c1

import type { ConcreteRequest } from 'relay-runtime';
export type mediaUploadMutation$variables = {
  alt?: string | null | undefined;
  file: null;
};
export type mediaUploadMutation$data = {
  readonly uploadMedia: {
    readonly alt: string;
    readonly bytes: number;
    readonly filename: string;
    readonly height: number;
    readonly id: string;
    readonly url: string;
    readonly width: number;
  };
};
export type mediaUploadMutation = {
  response: mediaUploadMutation$data;
  variables: mediaUploadMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "alt"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "file"
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "alt",
        "variableName": "alt"
      },
      {
        "kind": "Variable",
        "name": "file",
        "variableName": "file"
      }
    ],
    "concreteType": "Media",
    "kind": "LinkedField",
    "name": "uploadMedia",
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
        "name": "url",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "filename",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "alt",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "width",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "height",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "bytes",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "mediaUploadMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "mediaUploadMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "1ed68d4f80069b95360c1931db3b47c1",
    "metadata": {},
    "name": "mediaUploadMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "9446cca568fc70da5f714c2b91bd7b45";

export default node;
