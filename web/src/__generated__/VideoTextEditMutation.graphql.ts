/**
 * @generated SignedSource<<9a1c663d21cc385e7217f6f172df7fb6>>
 * @relayHash 837bb1f9779514bba669da9d482b607b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 837bb1f9779514bba669da9d482b607b

import type { ConcreteRequest } from 'relay-runtime';
export type UpdateVideoSectionInput = {
  imageLink?: string | null | undefined;
  videoLink?: string | null | undefined;
  videoSectionText?: string | null | undefined;
  videoSectionTitle?: string | null | undefined;
};
export type VideoTextEditMutation$variables = {
  id: string;
  input: UpdateVideoSectionInput;
};
export type VideoTextEditMutation$data = {
  readonly updateVideoSection: {
    readonly id: string;
    readonly imageLink: string;
    readonly videoLink: string;
    readonly videoSectionText: string;
    readonly videoSectionTitle: string;
  };
};
export type VideoTextEditMutation = {
  response: VideoTextEditMutation$data;
  variables: VideoTextEditMutation$variables;
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
    "concreteType": "VideoSection",
    "kind": "LinkedField",
    "name": "updateVideoSection",
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
    "name": "VideoTextEditMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "VideoTextEditMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "837bb1f9779514bba669da9d482b607b",
    "metadata": {},
    "name": "VideoTextEditMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "99b0fb6be6f67f19a1613333222e5771";

export default node;
