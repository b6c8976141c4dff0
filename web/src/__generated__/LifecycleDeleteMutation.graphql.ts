/**
 * @generated SignedSource<<4325ce0e37c82e632ab0458a03f5345b>>
 * @relayHash 6a68f5d0b914267d56fb2fc981c67eea
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6a68f5d0b914267d56fb2fc981c67eea

import type { ConcreteRequest } from 'relay-runtime';
export type LifecycleDeleteMutation$variables = {
  connections: ReadonlyArray<string>;
  id: string;
};
export type LifecycleDeleteMutation$data = {
  readonly deleteItem: {
    readonly id: string;
    readonly nodeID: string;
  };
};
export type LifecycleDeleteMutation = {
  response: LifecycleDeleteMutation$data;
  variables: LifecycleDeleteMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "connections"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "id"
},
v2 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "nodeID",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "LifecycleDeleteMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "TrashItem",
        "kind": "LinkedField",
        "name": "deleteItem",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          (v4/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "LifecycleDeleteMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "TrashItem",
        "kind": "LinkedField",
        "name": "deleteItem",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "filters": null,
            "handle": "deleteEdge",
            "key": "",
            "kind": "ScalarHandle",
            "name": "nodeID",
            "handleArgs": [
              {
                "kind": "Variable",
                "name": "connections",
                "variableName": "connections"
              }
            ]
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "6a68f5d0b914267d56fb2fc981c67eea",
    "metadata": {},
    "name": "LifecycleDeleteMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "8df3cde3899f0ad420af21c092c12fd7";

export default node;
