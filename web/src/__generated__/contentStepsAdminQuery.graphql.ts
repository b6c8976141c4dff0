/**
 * @generated SignedSource<<3e60e50db102491378773f7348827bd7>>
 * @relayHash bcba2425dfb0fe1f03219b92d6c99d81
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID bcba2425dfb0fe1f03219b92d6c99d81

import type { ConcreteRequest } from 'relay-runtime';
export type contentStepsAdminQuery$variables = Record<PropertyKey, never>;
export type contentStepsAdminQuery$data = {
  readonly steps: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly stepDetails: string;
        readonly stepNumber: string;
        readonly stepTitle: string;
      } | null | undefined;
    } | null | undefined> | null | undefined;
    readonly totalCount: number;
  };
};
export type contentStepsAdminQuery = {
  response: contentStepsAdminQuery$data;
  variables: contentStepsAdminQuery$variables;
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
    "concreteType": "StepConnection",
    "kind": "LinkedField",
    "name": "steps",
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
        "concreteType": "StepEdge",
        "kind": "LinkedField",
        "name": "edges",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Step",
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
                "name": "stepTitle",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "stepDetails",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "stepNumber",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": "steps(first:100)"
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "contentStepsAdminQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "contentStepsAdminQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "bcba2425dfb0fe1f03219b92d6c99d81",
    "metadata": {},
    "name": "contentStepsAdminQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "7ec5dd7c3963c6a869b3afa0a8348fe3";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
