/**
 * @generated SignedSource<<5e490e4561ddaae753656026113beab7>>
 * @relayHash f7751767b64c21747f2b89a948f3bcb6
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f7751767b64c21747f2b89a948f3bcb6

import type { ConcreteRequest } from 'relay-runtime';
export type CreateServiceHeadingInput = {
  serviceHeading: string;
  servicesubHeading: string;
};
export type contentServiceHeadingCreateMutation$variables = {
  input: CreateServiceHeadingInput;
};
export type contentServiceHeadingCreateMutation$data = {
  readonly createServiceHeading: {
    readonly id: string;
    readonly serviceHeading: string;
    readonly servicesubHeading: string;
    readonly version: number;
  };
};
export type contentServiceHeadingCreateMutation = {
  response: contentServiceHeadingCreateMutation$data;
  variables: contentServiceHeadingCreateMutation$variables;
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
    "concreteType": "ServiceHeading",
    "kind": "LinkedField",
    "name": "createServiceHeading",
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
        "name": "serviceHeading",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "servicesubHeading",
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
    "name": "contentServiceHeadingCreateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "contentServiceHeadingCreateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "f7751767b64c21747f2b89a948f3bcb6",
    "metadata": {},
    "name": "contentServiceHeadingCreateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "e429fc5b33538b1a21b260ef5b13bb40";

export default node;
