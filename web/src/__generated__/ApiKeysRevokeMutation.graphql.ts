/**
 * @generated SignedSource<<38ea4533f0d2a153b8830c9de57a3a89>>
 * @relayHash cb108950668b47d902e1444d2ebeefff
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID cb108950668b47d902e1444d2ebeefff

import type { ConcreteRequest } from 'relay-runtime';
export type APIKeyStatus = "Active" | "Expired" | "Revoked" | "%future added value";
export type ApiKeysRevokeMutation$variables = {
  id: string;
};
export type ApiKeysRevokeMutation$data = {
  readonly revokeApiKey: {
    readonly id: string;
    readonly revokedAt: string | null | undefined;
    readonly status: APIKeyStatus;
  };
};
export type ApiKeysRevokeMutation = {
  response: ApiKeysRevokeMutation$data;
  variables: ApiKeysRevokeMutation$variables;
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
    "concreteType": "APIKey",
    "kind": "LinkedField",
    "name": "revokeApiKey",
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
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "revokedAt",
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
    "name": "ApiKeysRevokeMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ApiKeysRevokeMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "cb108950668b47d902e1444d2ebeefff",
    "metadata": {},
    "name": "ApiKeysRevokeMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "6936055169563d907c7b64f3f71bd05f";

export default node;
