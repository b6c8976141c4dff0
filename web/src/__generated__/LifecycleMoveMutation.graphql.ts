/**
 * @generated SignedSource<<7d0ebf9592571a6629411b313bde2e61>>
 * @relayHash bb89289751fa4d2d859e3dec9f7868b2
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID bb89289751fa4d2d859e3dec9f7868b2

import type { ConcreteRequest } from 'relay-runtime';
export type LifecycleMoveMutation$variables = {
  id: string;
  position: number;
};
export type LifecycleMoveMutation$data = {
  readonly moveItem: {
    readonly id: string;
  };
};
export type LifecycleMoveMutation = {
  response: LifecycleMoveMutation$data;
  variables: LifecycleMoveMutation$variables;
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
    "name": "position"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  },
  {
    "kind": "Variable",
    "name": "position",
    "variableName": "position"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "LifecycleMoveMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "moveItem",
        "plural": false,
        "selections": [
          (v2/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "LifecycleMoveMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "moveItem",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "__typename",
            "storageKey": null
          },
          (v2/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "bb89289751fa4d2d859e3dec9f7868b2",
    "metadata": {},
    "name": "LifecycleMoveMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "f72fefecf9318006a71698c338ca33c4";

export default node;
