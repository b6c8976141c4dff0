/**
 * @generated SignedSource<<c7bb0e1a5ad77b82682952309a824bbb>>
 * @relayHash 97b029b94228d126e9cbf8ca642f6e82
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 97b029b94228d126e9cbf8ca642f6e82

import type { ConcreteRequest } from 'relay-runtime';
export type CreateVideoSectionInput = {
  imageLink: string;
  videoLink: string;
  videoSectionText: string;
  videoSectionTitle: string;
};
export type VideoAdminSectionMutation$variables = {
  input: CreateVideoSectionInput;
};
export type VideoAdminSectionMutation$data = {
  readonly createVideoSection: {
    readonly id: string;
    readonly imageLink: string;
    readonly videoLink: string;
    readonly videoSectionText: string;
    readonly videoSectionTitle: string;
  };
};
export type VideoAdminSectionMutation = {
  response: VideoAdminSectionMutation$data;
  variables: VideoAdminSectionMutation$variables;
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
    "concreteType": "VideoSection",
    "kind": "LinkedField",
    "name": "createVideoSection",
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
        "name": "imageLink",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "videoLink",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "videoSectionTitle",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "videoSectionText",
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
    "name": "VideoAdminSectionMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "VideoAdminSectionMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "97b029b94228d126e9cbf8ca642f6e82",
    "metadata": {},
    "name": "VideoAdminSectionMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "c62fc47d888e6bcc630af4881875a90a";

export default node;
