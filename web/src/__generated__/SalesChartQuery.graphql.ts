/**
 * @generated SignedSource<<5befe63982c059eef1e2774d137f6eb3>>
 * @relayHash e34f09e30266fd6cb3cf4983e2840bc9
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e34f09e30266fd6cb3cf4983e2840bc9

import type { ConcreteRequest } from 'relay-runtime';
export type SalesInterval = "DAY" | "MONTH" | "WEEK" | "%future added value";
export type SalesChartQuery$variables = {
  from: string;
  interval: SalesInterval;
  to: string;
};
export type SalesChartQuery$data = {
  readonly salesReport: {
    readonly buckets: ReadonlyArray<{
      readonly end: string;
      readonly paid: string;
      readonly payments: number;
      readonly refunded: string;
      readonly start: string;
    }>;
    readonly from: string;
    readonly paid: string;
    readonly payments: number;
    readonly refunded: string;
    readonly to: string;
  };
};
export type SalesChartQuery = {
  response: SalesChartQuery$data;
  variables: SalesChartQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "from"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "interval"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "to"
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "paid",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "refunded",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "payments",
  "storageKey": null
},
v6 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "from",
        "variableName": "from"
      },
      {
        "kind": "Variable",
        "name": "interval",
        "variableName": "interval"
      },
      {
        "kind": "Variable",
        "name": "to",
        "variableName": "to"
      }
    ],
    "concreteType": "SalesReport",
    "kind": "LinkedField",
    "name": "salesReport",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "from",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "to",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "SalesBucket",
        "kind": "LinkedField",
        "name": "buckets",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "start",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "end",
            "storageKey": null
          },
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/)
        ],
        "storageKey": null
      },
      (v3/*:: as any*/),
      (v4/*:: as any*/),
      (v5/*:: as any*/)
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "SalesChartQuery",
    "selections": (v6/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v2/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "SalesChartQuery",
    "selections": (v6/*:: as any*/)
  },
  "params": {
    "id": "e34f09e30266fd6cb3cf4983e2840bc9",
    "metadata": {},
    "name": "SalesChartQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "d44a99f755b7a66f64c0a388f17ace0c";

export default node;
