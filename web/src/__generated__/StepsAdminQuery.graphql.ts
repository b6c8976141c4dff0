/**
 * @generated SignedSource<<71d2e56c269d1dc7dd4746437fc4d863>>
 * @relayHash e30e84675c5733630d39803d35cb28cb
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e30e84675c5733630d39803d35cb28cb

import type { ConcreteRequest } from 'relay-runtime';
export type StepsAdminQuery$variables = Record<PropertyKey, never>;
export type StepsAdminQuery$data = {
  readonly steps: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly stepDetails: string;
        readonly stepNumber: string;
        readonly stepTitle: string;
      } | null | undefined;
    } | null | undefined> | null | undefined;
  };
};
export type StepsAdminQuery = {
  response: StepsAdminQuery$data;
  variables: StepsAdminQuery$variables;
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
                "name": "stepNumber",
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
    "name": "StepsAdminQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "StepsAdminQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "e30e84675c5733630d39803d35cb28cb",
    "metadata": {},
    "name": "StepsAdminQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "e8bdcdc658eb7f8794f20d883d3d959f";

export default node;
