/**
 * @generated SignedSource<<be882d055af11bf38995d744fdf3fbaa>>
 * @relayHash d9d2f01644d73e16ee53878127540db7
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d9d2f01644d73e16ee53878127540db7

import type { ConcreteRequest } from 'relay-runtime';
export type UpdateVideoSectionInput = {
  imageLink?: string | null | undefined;
  version?: number | null | undefined;
  videoLink?: string | null | undefined;
  videoSectionText?: string | null | undefined;
  videoSectionTitle?: string | null | undefined;
};
export type contentVideoSectionUpdateMutation$variables = {
  id: string;
  input: UpdateVideoSectionInput;
};
export type contentVideoSectionUpdateMutation$data = {
  readonly updateVideoSection: {
    readonly id: string;
    readonly imageLink: string;
    readonly version: number;
    readonly videoLink: string;
    readonly videoSectionText: string;
    readonly videoSectionTitle: string;
  };
};
export type contentVideoSectionUpdateMutation = {
  response: contentVideoSectionUpdateMutation$data;
  variables: contentVideoSectionUpdateMutation$variables;
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
    "name": "contentVideoSectionUpdateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "contentVideoSectionUpdateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "d9d2f01644d73e16ee53878127540db7",
    "metadata": {},
    "name": "contentVideoSectionUpdateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "f96d8df513c16e3e59cdbe3dd735cdc1";

export default node;
