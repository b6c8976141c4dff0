/**
 * @generated SignedSource<<71c8175c2ee3beb1fec87d9fefdd55c4>>
 * @relayHash 49b443618e11bc46d0ea777e5ecf74d8
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 49b443618e11bc46d0ea777e5ecf74d8

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
    "id": "49b443618e11bc46d0ea777e5ecf74d8",
    "metadata": {},
    "name": "contentCallToActionCreateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "b8a357d475d91a13629b6a45831f4ab1";

export default node;
