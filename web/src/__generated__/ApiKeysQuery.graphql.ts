/**
 * @generated SignedSource<<932ae279dcbc5692ae31d39d6bbcfe22>>
 * @relayHash 41abb0fd2d4220879d8b9b4b736f92d5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 41abb0fd2d4220879d8b9b4b736f92d5

import type { ConcreteRequest } from 'relay-runtime';
export type APIKeyStatus = "Active" | "Expired" | "Revoked" | "%future added value";
export type ApiKeysQuery$variables = Record<PropertyKey, never>;
export type ApiKeysQuery$data = {
  readonly apiKeys: ReadonlyArray<{
    readonly allowedCidrs: ReadonlyArray<string>;
    readonly createdAt: string;
    readonly createdBy: string;
    readonly expiresAt: string | null | undefined;
    readonly id: string;
    readonly lastUsedAt: string | null | undefined;
    readonly name: string;
    readonly prefix: string;
    readonly scopes: ReadonlyArray<string>;
    readonly status: APIKeyStatus;
  }>;
};
export type ApiKeysQuery = {
  response: ApiKeysQuery$data;
  variables: ApiKeysQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "APIKey",
    "kind": "LinkedField",
    "name": "apiKeys",
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
        "name": "name",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "prefix",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "scopes",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "allowedCidrs",
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
        "name": "createdBy",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "lastUsedAt",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "expiresAt",
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
    "name": "ApiKeysQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ApiKeysQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "41abb0fd2d4220879d8b9b4b736f92d5",
    "metadata": {},
    "name": "ApiKeysQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "54c0a8aaa005c1369e1d609e0e6e48c5";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
