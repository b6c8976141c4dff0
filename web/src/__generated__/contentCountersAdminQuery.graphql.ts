/**
 * @generated SignedSource<<78aa1f924344f0c5c1d74dc7e7bc7413>>
 * @relayHash e7728a05edbdafeee480381729d5c26f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e7728a05edbdafeee480381729d5c26f

import type { ConcreteRequest } from 'relay-runtime';
export type contentCountersAdminQuery$variables = Record<PropertyKey, never>;
export type contentCountersAdminQuery$data = {
  readonly counters: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly happyClientsNumber: string;
        readonly happyClientsText: string;
        readonly id: string;
        readonly projectCompleteNumber: string;
        readonly projectCompleteText: string;
        readonly version: number;
        readonly winingAwardNumber: string;
        readonly winingAwardText: string;
        readonly yearofExperienceNumber: string;
        readonly yearofExperienceText: string;
      } | null | undefined;
    } | null | undefined> | null | undefined;
    readonly totalCount: number;
  };
};
export type contentCountersAdminQuery = {
  response: contentCountersAdminQuery$data;
  variables: contentCountersAdminQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Literal",
        "name": "first",
        "value": 100
      }
    ],
    "concreteType": "CounterConnection",
    "kind": "LinkedField",
    "name": "counters",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "totalCount",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "CounterEdge",
        "kind": "LinkedField",
        "name": "edges",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Counter",
            "kind": "LinkedField",
            "name": "node",
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
                "name": "version",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "happyClientsNumber",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "happyClientsText",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "projectCompleteNumber",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "projectCompleteText",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "yearofExperienceNumber",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "yearofExperienceText",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "winingAwardNumber",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "winingAwardText",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": "counters(first:100)"
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "contentCountersAdminQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "contentCountersAdminQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "e7728a05edbdafeee480381729d5c26f",
    "metadata": {},
    "name": "contentCountersAdminQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "a17c1c83cb9c5cc3ebec692737a0d43d";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
