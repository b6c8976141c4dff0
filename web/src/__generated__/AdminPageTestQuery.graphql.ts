/**
 * @generated SignedSource<<42beb2c21e2014554d6ed28a4038e189>>
 * @relayHash 2243fa2f1df53521d676874220bc08fb
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2243fa2f1df53521d676874220bc08fb

import type { ConcreteRequest } from 'relay-runtime';
export type AdminPageTestQuery$variables = {
  id: string;
};
export type AdminPageTestQuery$data = {
  readonly node: {
    readonly id: string;
  } | null | undefined;
};
export type AdminPageTestQuery = {
  response: AdminPageTestQuery$data;
  variables: AdminPageTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
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
    "name": "AdminPageTestQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          (v2/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AdminPageTestQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
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
    "id": "2243fa2f1df53521d676874220bc08fb",
    "metadata": {},
    "name": "AdminPageTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "7f16d21a6d00dd117edd68ff6376a5ea";

export default node;
