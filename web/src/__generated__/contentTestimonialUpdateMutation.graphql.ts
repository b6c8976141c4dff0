/**
 * @generated SignedSource<<24ecd4bf5a66e50f0ffbcb228556c98c>>
 * @relayHash ea811ddbd22e8cda9c2cbc19877baeb5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ea811ddbd22e8cda9c2cbc19877baeb5

import type { ConcreteRequest } from 'relay-runtime';
export type UpdateTestimonialInput = {
  desc?: string | null | undefined;
  image?: string | null | undefined;
  personName?: string | null | undefined;
  personTitle?: string | null | undefined;
  version?: number | null | undefined;
};
export type contentTestimonialUpdateMutation$variables = {
  id: string;
  input: UpdateTestimonialInput;
};
export type contentTestimonialUpdateMutation$data = {
  readonly updateTestimonial: {
    readonly desc: string;
    readonly id: string;
    readonly image: string;
    readonly personName: string;
    readonly personTitle: string;
    readonly version: number;
  };
};
export type contentTestimonialUpdateMutation = {
  response: contentTestimonialUpdateMutation$data;
  variables: contentTestimonialUpdateMutation$variables;
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
    "concreteType": "Testimonial",
    "kind": "LinkedField",
    "name": "updateTestimonial",
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
        "name": "image",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "personName",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "personTitle",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "desc",
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
    "name": "contentTestimonialUpdateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "contentTestimonialUpdateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "ea811ddbd22e8cda9c2cbc19877baeb5",
    "metadata": {},
    "name": "contentTestimonialUpdateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "9fcc1d8fc705e55a3559f909ce101321";

export default node;
