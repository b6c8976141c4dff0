/**
 * @generated SignedSource<<c424756aae01e31f9f165fffce49828b>>
 * @relayHash 93f1c0bc1c643315fff48acedc716532
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 93f1c0bc1c643315fff48acedc716532

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
    readonly version: number;
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
    "id": "93f1c0bc1c643315fff48acedc716532",
    "metadata": {},
    "name": "contentCallToActionUpdateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "97416f03fe034ac4e24280a4fed7e71c";

export default node;
