/**
 * @generated SignedSource<<a49041a49ea13d527fdc058220e0c3e0>>
 * @relayHash 389a76d488efbeaf27fc62716b7c74f6
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 389a76d488efbeaf27fc62716b7c74f6

import type { ConcreteRequest } from 'relay-runtime';
export type UpdateCallToActionInput = {
  buttonLink?: string | null | undefined;
  buttonText?: string | null | undefined;
  heading?: string | null | undefined;
  subHeading?: string | null | undefined;
  version?: number | null | undefined;
};
export type contentCallToActionUpdateMutation$variables = {
  id: string;
  input: UpdateCallToActionInput;
};
export type contentCallToActionUpdateMutation$data = {
  readonly updateCallToAction: {
    readonly buttonLink: string;
    readonly buttonText: string;
    readonly heading: string;
    readonly id: string;
    readonly subHeading: string;
  };
};
export type contentCallToActionUpdateMutation = {
  response: contentCallToActionUpdateMutation$data;
  variables: contentCallToActionUpdateMutation$variables;
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
    "concreteType": "CallToAction",
    "kind": "LinkedField",
    "name": "updateCallToAction",
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
    "name": "contentCallToActionUpdateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "contentCallToActionUpdateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "389a76d488efbeaf27fc62716b7c74f6",
    "metadata": {},
    "name": "contentCallToActionUpdateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "840eacbed030f013add51e4415beb17e";

export default node;
