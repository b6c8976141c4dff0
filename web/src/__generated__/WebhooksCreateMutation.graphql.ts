/**
 * @generated SignedSource<<243890178aaf0aeeeda4bff5de0cbeb9>>
 * @relayHash f7eecb2969a24e788c4f9fc2a66d0c8b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f7eecb2969a24e788c4f9fc2a66d0c8b

import type { ConcreteRequest } from 'relay-runtime';
export type CreateWebhookEndpointInput = {
  description?: string | null | undefined;
  events: ReadonlyArray<string>;
  url: string;
};
export type WebhooksCreateMutation$variables = {
  input: CreateWebhookEndpointInput;
};
export type WebhooksCreateMutation$data = {
  readonly createWebhookEndpoint: {
    readonly endpoint: {
      readonly id: string;
    };
    readonly secret: string;
  };
};
export type WebhooksCreateMutation = {
  response: WebhooksCreateMutation$data;
  variables: WebhooksCreateMutation$variables;
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
    "concreteType": "CreatedWebhookEndpoint",
    "kind": "LinkedField",
    "name": "createWebhookEndpoint",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "WebhookEndpoint",
        "kind": "LinkedField",
        "name": "endpoint",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
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
    "name": "WebhooksCreateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "WebhooksCreateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "f7eecb2969a24e788c4f9fc2a66d0c8b",
    "metadata": {},
    "name": "WebhooksCreateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "b1650ba25ab8bea031c4b09521cc5235";

export default node;
