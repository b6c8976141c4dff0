/**
 * @generated SignedSource<<aff1f1dc3de3ad79f5675cbb86a541c8>>
 * @relayHash ec588fc54a7fab1fe3b28e3c8b6633f3
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ec588fc54a7fab1fe3b28e3c8b6633f3

import type { ConcreteRequest } from 'relay-runtime';
export type WebVitalRating = "GOOD" | "NEEDS_IMPROVEMENT" | "POOR" | "%future added value";
export type WebVitalsQuery$variables = Record<PropertyKey, never>;
export type WebVitalsQuery$data = {
  readonly webVitals: {
    readonly days: number;
    readonly from: string;
    readonly metrics: ReadonlyArray<{
      readonly good: number;
      readonly name: string;
      readonly poor: number;
      readonly unit: string;
    }>;
    readonly pages: ReadonlyArray<{
      readonly metrics: ReadonlyArray<{
        readonly daily: ReadonlyArray<{
          readonly day: string;
          readonly p75: number;
        }>;
        readonly metric: string;
        readonly p75: number;
        readonly rating: WebVitalRating;
        readonly samples: number;
      }>;
      readonly page: string;
    }>;
    readonly sampleRate: number;
    readonly to: string;
  };
};
export type WebVitalsQuery = {
  response: WebVitalsQuery$data;
  variables: WebVitalsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "p75",
  "storageKey": null
},
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Literal",
        "name": "days",
        "value": 28
      }
    ],
    "concreteType": "WebVitalsReport",
    "kind": "LinkedField",
    "name": "webVitals",
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
        "kind": "ScalarField",
        "name": "days",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "sampleRate",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "WebVitalMetric",
        "kind": "LinkedField",
        "name": "metrics",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "name",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "unit",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "good",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "poor",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "WebVitalsPage",
        "kind": "LinkedField",
        "name": "pages",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "page",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "WebVitalSummary",
            "kind": "LinkedField",
            "name": "metrics",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "metric",
                "storageKey": null
              },
              (v0/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "samples",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "rating",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "WebVitalDay",
                "kind": "LinkedField",
                "name": "daily",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "day",
                    "storageKey": null
                  },
                  (v0/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": "webVitals(days:28)"
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "WebVitalsQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "WebVitalsQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "ec588fc54a7fab1fe3b28e3c8b6633f3",
    "metadata": {},
    "name": "WebVitalsQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "7b02b2aa60f127b3e3012b03eba18e7d";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
