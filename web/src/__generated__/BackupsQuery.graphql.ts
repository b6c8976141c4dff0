/**
 * @generated SignedSource<<148127ab8b8bb596069c14dedbc27eeb>>
 * @relayHash cd1dbec5b5da9ba1f477ee8db254b70c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID cd1dbec5b5da9ba1f477ee8db254b70c

import type { ConcreteRequest } from 'relay-runtime';
export type BackupRunStatus = "failed" | "queued" | "running" | "succeeded" | "%future added value";
export type BackupTrigger = "manual" | "scheduled" | "%future added value";
export type BackupsQuery$variables = Record<PropertyKey, never>;
export type BackupsQuery$data = {
  readonly backups: {
    readonly failing: ReadonlyArray<{
      readonly error: string;
      readonly id: string;
      readonly startedAt: string;
    }>;
    readonly lastSuccess: {
      readonly archive: string;
      readonly durationMs: number;
      readonly size: number;
      readonly startedAt: string;
    } | null | undefined;
    readonly nextRunAt: string | null | undefined;
    readonly runs: ReadonlyArray<{
      readonly archive: string;
      readonly durationMs: number;
      readonly error: string;
      readonly id: string;
      readonly pruned: number;
      readonly requestedBy: string;
      readonly size: number;
      readonly startedAt: string;
      readonly status: BackupRunStatus;
      readonly trigger: BackupTrigger;
    }>;
    readonly schedule: string;
  };
};
export type BackupsQuery = {
  response: BackupsQuery$data;
  variables: BackupsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "schedule",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "nextRunAt",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "startedAt",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "archive",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "size",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "durationMs",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "error",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "concreteType": "BackupRun",
  "kind": "LinkedField",
  "name": "failing",
  "plural": true,
  "selections": [
    (v6/*:: as any*/),
    (v2/*:: as any*/),
    (v7/*:: as any*/)
  ],
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "concreteType": "BackupRun",
  "kind": "LinkedField",
  "name": "runs",
  "plural": true,
  "selections": [
    (v6/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "trigger",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "status",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "requestedBy",
      "storageKey": null
    },
    (v2/*:: as any*/),
    (v3/*:: as any*/),
    (v4/*:: as any*/),
    (v5/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "pruned",
      "storageKey": null
    },
    (v7/*:: as any*/)
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "BackupsQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Backups",
        "kind": "LinkedField",
        "name": "backups",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "BackupRun",
            "kind": "LinkedField",
            "name": "lastSuccess",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/)
            ],
            "storageKey": null
          },
          (v8/*:: as any*/),
          (v9/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "BackupsQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Backups",
        "kind": "LinkedField",
        "name": "backups",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "BackupRun",
            "kind": "LinkedField",
            "name": "lastSuccess",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v6/*:: as any*/)
            ],
            "storageKey": null
          },
          (v8/*:: as any*/),
          (v9/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "cd1dbec5b5da9ba1f477ee8db254b70c",
    "metadata": {},
    "name": "BackupsQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "f4778424c1d515f76be8021cef3a2dd3";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
