/**
 * @generated SignedSource<<b439c811a31c844ee505439f458e6c00>>
 * @relayHash 2c02be22e397bc668b617074b44178f7
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2c02be22e397bc668b617074b44178f7

import type { ConcreteRequest } from 'relay-runtime';
export type ArchiveButtonMutation$variables = {
  archived: boolean;
  connections: ReadonlyArray<string>;
  id: string;
};
export type ArchiveButtonMutation$data = {
  readonly archiveOrder: {
    readonly id: string;
  };
};
export type ArchiveButtonMutation = {
  response: ArchiveButtonMutation$data;
  variables: ArchiveButtonMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "archived"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "connections"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "id"
},
v3 = [
  {
    "kind": "Variable",
    "name": "archived",
    "variableName": "archived"
  },
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  }
],
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "ArchiveButtonMutation",
    "selections": [
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": "Order",
        "kind": "LinkedField",
        "name": "archiveOrder",
        "plural": false,
        "selections": [
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
      (v2/*:: as any*/),
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "ArchiveButtonMutation",
    "selections": [
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": "Order",
        "kind": "LinkedField",
        "name": "archiveOrder",
        "plural": false,
        "selections": [
          (v4/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "filters": null,
            "handle": "deleteEdge",
            "key": "",
            "kind": "ScalarHandle",
            "name": "id",
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
    "id": "2c02be22e397bc668b617074b44178f7",
    "metadata": {},
    "name": "ArchiveButtonMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "1db4682e2bbb1bed39f0d27137c83c56";

export default node;
