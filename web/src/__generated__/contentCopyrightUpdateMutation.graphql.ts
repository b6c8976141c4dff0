/**
 * @generated SignedSource<<b0ad5b2d2096d3e1538986188dc678de>>
 * @relayHash 1982b166181bf8a5ba06f483de274a32
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1982b166181bf8a5ba06f483de274a32

import type { ConcreteRequest } from 'relay-runtime';
export type UpdateCopyrightInput = {
  copyrightText?: string | null | undefined;
  version?: number | null | undefined;
};
export type contentCopyrightUpdateMutation$variables = {
  id: string;
  input: UpdateCopyrightInput;
};
export type contentCopyrightUpdateMutation$data = {
  readonly updateCopyright: {
    readonly copyrightText: string;
    readonly id: string;
  };
};
export type contentCopyrightUpdateMutation = {
  response: contentCopyrightUpdateMutation$data;
  variables: contentCopyrightUpdateMutation$variables;
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
    "name": "contentCopyrightUpdateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "contentCopyrightUpdateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "1982b166181bf8a5ba06f483de274a32",
    "metadata": {},
    "name": "contentCopyrightUpdateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "35bdd82d21717187187ff87e5069f671";

export default node;
