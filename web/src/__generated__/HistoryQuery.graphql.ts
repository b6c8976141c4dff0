/**
 * @generated SignedSource<<07836010e4fc4add3b60135211875c72>>
 * @relayHash df98d1cd4645963334c4c04b147154f9
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID df98d1cd4645963334c4c04b147154f9

import type { ConcreteRequest } from 'relay-runtime';
export type RevisionAction = "create" | "delete" | "restore" | "update" | "%future added value";
export type HistoryQuery$variables = {
  id: string;
};
export type HistoryQuery$data = {
  readonly history: ReadonlyArray<{
    readonly action: RevisionAction;
    readonly actor: string;
    readonly changes: ReadonlyArray<{
      readonly after: string | null | undefined;
      readonly before: string | null | undefined;
      readonly field: string;
    }>;
    readonly createdAt: string;
    readonly id: string;
    readonly nodeType: string;
    readonly restorable: boolean;
  }>;
};
export type HistoryQuery = {
  response: HistoryQuery$data;
  variables: HistoryQuery$variables;
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
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "id",
        "variableName": "id"
      }
    ],
    "concreteType": "Revision",
    "kind": "LinkedField",
    "name": "history",
    "plural": true,
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
        "name": "action",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "actor",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "createdAt",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "nodeType",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "restorable",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "FieldChange",
        "kind": "LinkedField",
        "name": "changes",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "field",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "before",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "after",
            "storageKey": null
          }
        ],
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
    "name": "HistoryQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "HistoryQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "df98d1cd4645963334c4c04b147154f9",
    "metadata": {},
    "name": "HistoryQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "3060260f161063cff5615e60f15c5fa0";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
