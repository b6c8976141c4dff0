/**
 * @generated SignedSource<<1aef7a7be372e985104a317377263c85>>
 * @relayHash 02b4d577baf16d10a7e9260a0ce9bc47
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 02b4d577baf16d10a7e9260a0ce9bc47

import type { ConcreteRequest } from 'relay-runtime';
export type CreateAPIKeyInput = {
  allowedCidrs?: ReadonlyArray<string> | null | undefined;
  expiresAt?: string | null | undefined;
  name: string;
  scopes: ReadonlyArray<string>;
};
export type ApiKeysCreateMutation$variables = {
  input: CreateAPIKeyInput;
};
export type ApiKeysCreateMutation$data = {
  readonly createApiKey: {
    readonly key: {
      readonly id: string;
      readonly prefix: string;
    };
    readonly secret: string;
  };
};
export type ApiKeysCreateMutation = {
  response: ApiKeysCreateMutation$data;
  variables: ApiKeysCreateMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "CreatedAPIKey",
    "kind": "LinkedField",
    "name": "createApiKey",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "APIKey",
        "kind": "LinkedField",
        "name": "key",
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
            "name": "prefix",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "secret",
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
    "name": "ApiKeysCreateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ApiKeysCreateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "02b4d577baf16d10a7e9260a0ce9bc47",
    "metadata": {},
    "name": "ApiKeysCreateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "bad3b1838c3096784698921a2c8b823b";

export default node;
