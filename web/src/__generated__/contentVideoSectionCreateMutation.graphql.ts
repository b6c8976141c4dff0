/**
 * @generated SignedSource<<8020e995ff851d7f4011dacd15f99d6a>>
 * @relayHash 9aaf9478955210042ea6f3436f7c33d7
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9aaf9478955210042ea6f3436f7c33d7

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
    "id": "9aaf9478955210042ea6f3436f7c33d7",
    "metadata": {},
    "name": "contentVideoSectionCreateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "1b15e70678d6e556ded17b771ba71529";

export default node;
