/**
 * @generated SignedSource<<e06499e5b318b7c537b93f91a252e808>>
 * @relayHash fbe916cdf0dec1142f6c6b971d7189ad
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID fbe916cdf0dec1142f6c6b971d7189ad

import type { ConcreteRequest } from 'relay-runtime';
export type JobState = "available" | "cancelled" | "completed" | "discarded" | "pending" | "retryable" | "running" | "scheduled" | "%future added value";
export type JobsQuery$variables = {
  after?: string | null | undefined;
  first: number;
  states?: ReadonlyArray<JobState> | null | undefined;
};
export type JobsQuery$data = {
  readonly jobs: {
    readonly endCursor: string | null | undefined;
    readonly jobs: ReadonlyArray<{
      readonly attempt: number;
      readonly createdAt: string;
      readonly id: string;
      readonly kind: string;
      readonly lastError: string;
      readonly maxAttempts: number;
      readonly scheduledAt: string;
      readonly state: JobState;
    }>;
  };
};
export type JobsQuery = {
  response: JobsQuery$data;
  variables: JobsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "after"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "first"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "states"
},
v3 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "after",
        "variableName": "after"
      },
      {
        "kind": "Variable",
        "name": "first",
        "variableName": "first"
      },
      {
        "kind": "Variable",
        "name": "states",
        "variableName": "states"
      }
    ],
    "concreteType": "JobPage",
    "kind": "LinkedField",
    "name": "jobs",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "endCursor",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Job",
        "kind": "LinkedField",
        "name": "jobs",
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
            "name": "kind",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "state",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "attempt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "maxAttempts",
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
            "name": "scheduledAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "lastError",
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
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "JobsQuery",
    "selections": (v3/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v2/*:: as any*/),
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "JobsQuery",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "id": "fbe916cdf0dec1142f6c6b971d7189ad",
    "metadata": {},
    "name": "JobsQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "dfd14830d860a16f2459d93e3d0b11eb";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
