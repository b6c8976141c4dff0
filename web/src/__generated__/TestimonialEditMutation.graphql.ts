/**
 * @generated SignedSource<<972c0adcee05d4109697ed3fe41a6e88>>
 * @relayHash b26a015ca97ec97657ace003d4af1eb4
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b26a015ca97ec97657ace003d4af1eb4

import type { ConcreteRequest } from 'relay-runtime';
export type UpdateTestimonialInput = {
  desc?: string | null | undefined;
  image?: string | null | undefined;
  personName?: string | null | undefined;
  personTitle?: string | null | undefined;
};
export type TestimonialEditMutation$variables = {
  id: string;
  input: UpdateTestimonialInput;
};
export type TestimonialEditMutation$data = {
  readonly updateTestimonial: {
    readonly desc: string;
    readonly id: string;
    readonly image: string;
    readonly personName: string;
    readonly personTitle: string;
  };
};
export type TestimonialEditMutation = {
  response: TestimonialEditMutation$data;
  variables: TestimonialEditMutation$variables;
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
    "name": "TestimonialEditMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "TestimonialEditMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "b26a015ca97ec97657ace003d4af1eb4",
    "metadata": {},
    "name": "TestimonialEditMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "9a2c47237d222e2082df31eb0b7ae243";

export default node;
