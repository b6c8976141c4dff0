/**
 * @generated SignedSource<<26372931d90b1db649c25f7e5ef40c7e>>
 * @relayHash fb99042dca6e54ce5b9b07b88c4be4a4
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID fb99042dca6e54ce5b9b07b88c4be4a4

import type { ConcreteRequest } from 'relay-runtime';
export type CreateVideoSectionInput = {
  imageLink: string;
  videoLink: string;
  videoSectionText: string;
  videoSectionTitle: string;
};
export type contentVideoSectionCreateMutation$variables = {
  input: CreateVideoSectionInput;
};
export type contentVideoSectionCreateMutation$data = {
  readonly createVideoSection: {
    readonly id: string;
    readonly imageLink: string;
    readonly version: number;
    readonly videoLink: string;
    readonly videoSectionText: string;
    readonly videoSectionTitle: string;
  };
};
export type contentVideoSectionCreateMutation = {
  response: contentVideoSectionCreateMutation$data;
  variables: contentVideoSectionCreateMutation$variables;
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
        "name": "version",
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
    "name": "contentVideoSectionCreateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "contentVideoSectionCreateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "fb99042dca6e54ce5b9b07b88c4be4a4",
    "metadata": {},
    "name": "contentVideoSectionCreateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "6199e89b7ed4c994d4c082c33ea20575";

export default node;
