/**
 * @generated SignedSource<<888d374f81239c027b4c32e727414ec2>>
 * @relayHash b6d0bc6e591189836c518185e7fd9c2e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b6d0bc6e591189836c518185e7fd9c2e

import type { ConcreteRequest } from 'relay-runtime';
export type CreateCallToActionInput = {
  buttonLink: string;
  buttonText: string;
  heading: string;
  subHeading: string;
};
export type contentCallToActionCreateMutation$variables = {
  input: CreateCallToActionInput;
};
export type contentCallToActionCreateMutation$data = {
  readonly createCallToAction: {
    readonly buttonLink: string;
    readonly buttonText: string;
    readonly heading: string;
    readonly id: string;
    readonly subHeading: string;
    readonly version: number;
  };
};
export type contentCallToActionCreateMutation = {
  response: contentCallToActionCreateMutation$data;
  variables: contentCallToActionCreateMutation$variables;
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
    "concreteType": "CallToAction",
    "kind": "LinkedField",
    "name": "createCallToAction",
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
        "name": "heading",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "subHeading",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "buttonText",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "buttonLink",
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
    "name": "contentCallToActionCreateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "contentCallToActionCreateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "b6d0bc6e591189836c518185e7fd9c2e",
    "metadata": {},
    "name": "contentCallToActionCreateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "2a588b07a93ccb26a3f8cb6fa6a4eba3";

export default node;
