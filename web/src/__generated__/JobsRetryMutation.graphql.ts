/**
 * @generated SignedSource<<05a92d3ea498f73b587963bf4a65cd53>>
 * @relayHash b5040dd17b3cc35c192655cdbf2690bf
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b5040dd17b3cc35c192655cdbf2690bf

import type { ConcreteRequest } from 'relay-runtime';
export type JobState = "available" | "cancelled" | "completed" | "discarded" | "pending" | "retryable" | "running" | "scheduled" | "%future added value";
export type JobsRetryMutation$variables = {
  id: string;
};
export type JobsRetryMutation$data = {
  readonly retryJob: {
    readonly attempt: number;
    readonly id: string;
    readonly kind: string;
    readonly lastError: string;
    readonly scheduledAt: string;
    readonly state: JobState;
  };
};
export type JobsRetryMutation = {
  response: JobsRetryMutation$data;
  variables: JobsRetryMutation$variables;
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
    "concreteType": "Job",
    "kind": "LinkedField",
    "name": "retryJob",
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
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "JobsRetryMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "JobsRetryMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "b5040dd17b3cc35c192655cdbf2690bf",
    "metadata": {},
    "name": "JobsRetryMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "2e0893ccce91c8cde95e7cc0429e5581";

export default node;
