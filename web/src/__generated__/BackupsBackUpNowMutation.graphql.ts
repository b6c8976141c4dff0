/**
 * @generated SignedSource<<de45a35cb6e2daf4117414e9256d4781>>
 * @relayHash e841e642c47886ece1e790ce6d9e5e09
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e841e642c47886ece1e790ce6d9e5e09

import type { ConcreteRequest } from 'relay-runtime';
export type BackupRunStatus = "failed" | "queued" | "running" | "succeeded" | "%future added value";
export type BackupsBackUpNowMutation$variables = Record<PropertyKey, never>;
export type BackupsBackUpNowMutation$data = {
  readonly backUpNow: {
    readonly id: string;
    readonly status: BackupRunStatus;
  };
};
export type BackupsBackUpNowMutation = {
  response: BackupsBackUpNowMutation$data;
  variables: BackupsBackUpNowMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "BackupRun",
    "kind": "LinkedField",
    "name": "backUpNow",
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
        "name": "status",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "BackupsBackUpNowMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "BackupsBackUpNowMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "e841e642c47886ece1e790ce6d9e5e09",
    "metadata": {},
    "name": "BackupsBackUpNowMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "ab78ff3a1a70a53476509bcff09e5d5e";

export default node;
