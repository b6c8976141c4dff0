/**
 * @generated SignedSource<<e4220e52053f84c0d51173c5dbb568f1>>
 * @relayHash 15cd9716d783aa1eefc450a538f880ad
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 15cd9716d783aa1eefc450a538f880ad

import type { ConcreteRequest } from 'relay-runtime';
export type UpdateCopyrightInput = {
  copyrightText?: string | null | undefined;
};
export type CopyrightEditMutation$variables = {
  id: string;
  input: UpdateCopyrightInput;
};
export type CopyrightEditMutation$data = {
  readonly updateCopyright: {
    readonly copyrightText: string;
    readonly id: string;
  };
};
export type CopyrightEditMutation = {
  response: CopyrightEditMutation$data;
  variables: CopyrightEditMutation$variables;
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
    "concreteType": "Copyright",
    "kind": "LinkedField",
    "name": "updateCopyright",
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
        "name": "copyrightText",
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
    "name": "CopyrightEditMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "CopyrightEditMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "15cd9716d783aa1eefc450a538f880ad",
    "metadata": {},
    "name": "CopyrightEditMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "31e5a3a90ed30da9f0730cf56c98a3a6";

export default node;
