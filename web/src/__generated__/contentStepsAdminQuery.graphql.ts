/**
 * @generated SignedSource<<30af0e7950dd8f1543a111a27d67a296>>
 * @relayHash d14e1b139add66347fb3a2892f71851a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d14e1b139add66347fb3a2892f71851a

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
        readonly version: number;
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
                "name": "version",
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
    "id": "d14e1b139add66347fb3a2892f71851a",
    "metadata": {},
    "name": "contentStepsAdminQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "c89533f84e7f327d048615ed088b4752";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
