/**
 * @generated SignedSource<<4e3f0b05692ed54ce207b17664c12f73>>
 * @relayHash f088552f4157d263fa9a3680cb6ddfdc
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f088552f4157d263fa9a3680cb6ddfdc

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
    "id": "f088552f4157d263fa9a3680cb6ddfdc",
    "metadata": {},
    "name": "contentTestimonialUpdateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "f17e0241eb171dc215d884c9b379d3d4";

export default node;
