/**
 * @generated SignedSource<<903019659c0c34db36450950bb9063e2>>
 * @relayHash 8f0b6f22ee15748b49fb13b2cf43adb9
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8f0b6f22ee15748b49fb13b2cf43adb9

import type { ConcreteRequest } from 'relay-runtime';
export type DesignFormat = "Facebook" | "Instagram" | "YouTube" | "%future added value";
export type FreeOrPaid = "Free" | "Paid" | "%future added value";
export type CreateDesignItemInput = {
  canvaLink: string;
  category: string;
  format: DesignFormat;
  freeOrPaid: FreeOrPaid;
  imageLink: string;
};
export type AddItemCreateMutation$variables = {
  input: CreateDesignItemInput;
};
export type AddItemCreateMutation$data = {
  readonly createDesignItem: {
    readonly canvaLink: string;
    readonly category: string;
    readonly format: DesignFormat;
    readonly freeOrPaid: FreeOrPaid;
    readonly id: string;
    readonly imageLink: string;
  };
};
export type AddItemCreateMutation = {
  response: AddItemCreateMutation$data;
  variables: AddItemCreateMutation$variables;
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
    "concreteType": "DesignItem",
    "kind": "LinkedField",
    "name": "createDesignItem",
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
        "name": "format",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "canvaLink",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "imageLink",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "category",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "freeOrPaid",
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
    "name": "AddItemCreateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AddItemCreateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "8f0b6f22ee15748b49fb13b2cf43adb9",
    "metadata": {},
    "name": "AddItemCreateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "5ab00c8e452dbd41a437528388e8634c";

export default node;
