/**
 * @generated SignedSource<<2c43f5202c1106f89f98b0d6c87deb46>>
 * @relayHash 609718cb2556a5af962085456f72c898
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 609718cb2556a5af962085456f72c898

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
    "id": "609718cb2556a5af962085456f72c898",
    "metadata": {},
    "name": "contentVideoSectionUpdateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "13c05d8893d4036d403091ef9a068b09";

export default node;
