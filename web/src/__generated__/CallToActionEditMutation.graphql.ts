/**
 * @generated SignedSource<<b99948675bc8494e3f9f1c2080dd2006>>
 * @relayHash ba036bd6f77bd8ae6db536af64dbbed2
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ba036bd6f77bd8ae6db536af64dbbed2

import type { ConcreteRequest } from 'relay-runtime';
export type UpdateCallToActionInput = {
  buttonLink?: string | null | undefined;
  buttonText?: string | null | undefined;
  heading?: string | null | undefined;
  subHeading?: string | null | undefined;
};
export type CallToActionEditMutation$variables = {
  id: string;
  input: UpdateCallToActionInput;
};
export type CallToActionEditMutation$data = {
  readonly updateCallToAction: {
    readonly buttonLink: string;
    readonly buttonText: string;
    readonly heading: string;
    readonly id: string;
    readonly subHeading: string;
  };
};
export type CallToActionEditMutation = {
  response: CallToActionEditMutation$data;
  variables: CallToActionEditMutation$variables;
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
    "name": "CallToActionEditMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "CallToActionEditMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "ba036bd6f77bd8ae6db536af64dbbed2",
    "metadata": {},
    "name": "CallToActionEditMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "42cf53777c880821146165cd22cdc213";

export default node;
