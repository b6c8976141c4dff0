/**
 * @generated SignedSource<<5697aeded9f215200f6accbcd188a7bb>>
 * @relayHash 94f7f7a96841eaf38cd493f7563f608b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 94f7f7a96841eaf38cd493f7563f608b

import type { ConcreteRequest } from 'relay-runtime';
export type CreateCallToActionInput = {
  buttonLink: string;
  buttonText: string;
  heading: string;
  subHeading: string;
};
export type CallToActionAdminCreateMutation$variables = {
  input: CreateCallToActionInput;
};
export type CallToActionAdminCreateMutation$data = {
  readonly createCallToAction: {
    readonly buttonLink: string;
    readonly buttonText: string;
    readonly heading: string;
    readonly id: string;
    readonly subHeading: string;
  };
};
export type CallToActionAdminCreateMutation = {
  response: CallToActionAdminCreateMutation$data;
  variables: CallToActionAdminCreateMutation$variables;
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
    "name": "CallToActionAdminCreateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "CallToActionAdminCreateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "94f7f7a96841eaf38cd493f7563f608b",
    "metadata": {},
    "name": "CallToActionAdminCreateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "baf8839d906e0cb41f1e224cb7aa8e2f";

export default node;
