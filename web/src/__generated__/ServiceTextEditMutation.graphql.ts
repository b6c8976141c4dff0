/**
 * @generated SignedSource<<a418ad55aded11af6a2ae3c59a7a561a>>
 * @relayHash 9bccbbe2f5fff065111c3527f0f8e6ff
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9bccbbe2f5fff065111c3527f0f8e6ff

import type { ConcreteRequest } from 'relay-runtime';
export type UpdateServiceHeadingInput = {
  serviceHeading?: string | null | undefined;
  servicesubHeading?: string | null | undefined;
};
export type ServiceTextEditMutation$variables = {
  id: string;
  input: UpdateServiceHeadingInput;
};
export type ServiceTextEditMutation$data = {
  readonly updateServiceHeading: {
    readonly id: string;
    readonly serviceHeading: string;
    readonly servicesubHeading: string;
  };
};
export type ServiceTextEditMutation = {
  response: ServiceTextEditMutation$data;
  variables: ServiceTextEditMutation$variables;
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
    "concreteType": "ServiceHeading",
    "kind": "LinkedField",
    "name": "updateServiceHeading",
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
    "name": "ServiceTextEditMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ServiceTextEditMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "9bccbbe2f5fff065111c3527f0f8e6ff",
    "metadata": {},
    "name": "ServiceTextEditMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "a485dc688c8ce08998131431ce1ab940";

export default node;
