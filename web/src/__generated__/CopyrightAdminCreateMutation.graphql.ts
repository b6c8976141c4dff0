/**
 * @generated SignedSource<<2fc1631437bc135516757f05133697c9>>
 * @relayHash 83a94dad2fc8eb0d37a803296b10b991
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 83a94dad2fc8eb0d37a803296b10b991

import type { ConcreteRequest } from 'relay-runtime';
export type CreateCopyrightInput = {
  copyrightText: string;
};
export type CopyrightAdminCreateMutation$variables = {
  input: CreateCopyrightInput;
};
export type CopyrightAdminCreateMutation$data = {
  readonly createCopyright: {
    readonly copyrightText: string;
    readonly id: string;
  };
};
export type CopyrightAdminCreateMutation = {
  response: CopyrightAdminCreateMutation$data;
  variables: CopyrightAdminCreateMutation$variables;
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
    "concreteType": "Copyright",
    "kind": "LinkedField",
    "name": "createCopyright",
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
    "name": "CopyrightAdminCreateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "CopyrightAdminCreateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "83a94dad2fc8eb0d37a803296b10b991",
    "metadata": {},
    "name": "CopyrightAdminCreateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "753f44c64636b6b464c9fc2e770dc442";

export default node;
