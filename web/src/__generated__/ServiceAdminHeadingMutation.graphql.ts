/**
 * @generated SignedSource<<a98f5e0bd94008ed679ec6ad4f7411d5>>
 * @relayHash 78fe15ef9c82c5128f5e033ec728b494
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 78fe15ef9c82c5128f5e033ec728b494

import type { ConcreteRequest } from 'relay-runtime';
export type CreateServiceHeadingInput = {
  serviceHeading: string;
  servicesubHeading: string;
};
export type ServiceAdminHeadingMutation$variables = {
  input: CreateServiceHeadingInput;
};
export type ServiceAdminHeadingMutation$data = {
  readonly createServiceHeading: {
    readonly id: string;
    readonly serviceHeading: string;
    readonly servicesubHeading: string;
  };
};
export type ServiceAdminHeadingMutation = {
  response: ServiceAdminHeadingMutation$data;
  variables: ServiceAdminHeadingMutation$variables;
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
    "name": "ServiceAdminHeadingMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ServiceAdminHeadingMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "78fe15ef9c82c5128f5e033ec728b494",
    "metadata": {},
    "name": "ServiceAdminHeadingMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "0e2e6292bab478ab775b31dd12ff2545";

export default node;
