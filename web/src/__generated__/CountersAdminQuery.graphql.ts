/**
 * @generated SignedSource<<872df019a515078e93fa6d9decf7f181>>
 * @relayHash 364ccbbea2013212e0e3253d12058683
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 364ccbbea2013212e0e3253d12058683

import type { ConcreteRequest } from 'relay-runtime';
export type CountersAdminQuery$variables = Record<PropertyKey, never>;
export type CountersAdminQuery$data = {
  readonly counters: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly happyClientsNumber: string;
        readonly happyClientsText: string;
        readonly id: string;
        readonly projectCompleteNumber: string;
        readonly projectCompleteText: string;
        readonly winingAwardNumber: string;
        readonly winingAwardText: string;
        readonly yearofExperienceNumber: string;
        readonly yearofExperienceText: string;
      } | null | undefined;
    } | null | undefined> | null | undefined;
  };
};
export type CountersAdminQuery = {
  response: CountersAdminQuery$data;
  variables: CountersAdminQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Literal",
        "name": "first",
        "value": 1
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
    "storageKey": "counters(first:1)"
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "CountersAdminQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "CountersAdminQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "364ccbbea2013212e0e3253d12058683",
    "metadata": {},
    "name": "CountersAdminQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "3bb52c4641c748063039dd0412909437";

export default node;
