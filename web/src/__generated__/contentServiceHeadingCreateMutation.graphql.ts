/**
 * @generated SignedSource<<219c6e3daaed8764decd5ec8bf2f31b3>>
 * @relayHash 2a46bf146dca60d221e8799eefd350b8
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2a46bf146dca60d221e8799eefd350b8

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
    "id": "2a46bf146dca60d221e8799eefd350b8",
    "metadata": {},
    "name": "contentServiceHeadingCreateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "b7039d8620c1da9a2690627ada320469";

export default node;
