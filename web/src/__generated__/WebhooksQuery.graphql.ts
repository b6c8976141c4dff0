/**
 * @generated SignedSource<<6cb146eaad3ac56e42d85f3e46a1cd86>>
 * @relayHash 8dbd39734d4dff85d6563b2eb1ace69b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8dbd39734d4dff85d6563b2eb1ace69b

import type { ConcreteRequest } from 'relay-runtime';
export type WebhookDeliveryStatus = "failed" | "pending" | "succeeded" | "%future added value";
export type WebhooksQuery$variables = {
  after?: string | null | undefined;
  endpointId?: string | null | undefined;
};
export type WebhooksQuery$data = {
  readonly webhookDeliveries: {
    readonly deliveries: ReadonlyArray<{
      readonly attempts: number;
      readonly createdAt: string;
      readonly deliveredAt: string | null | undefined;
      readonly durationMs: number;
      readonly endpointId: string;
      readonly eventType: string;
      readonly id: string;
      readonly lastAttemptAt: string | null | undefined;
      readonly lastError: string;
      readonly lastStatusCode: number;
      readonly msgId: string;
      readonly nextAttemptAt: string | null | undefined;
      readonly redeliveryOf: string | null | undefined;
      readonly status: WebhookDeliveryStatus;
    }>;
    readonly endCursor: string | null | undefined;
  };
  readonly webhookEndpoints: ReadonlyArray<{
    readonly createdAt: string;
    readonly createdBy: string;
    readonly description: string;
    readonly disabledReason: string;
    readonly enabled: boolean;
    readonly events: ReadonlyArray<string>;
    readonly failingSince: string | null | undefined;
    readonly id: string;
    readonly lastSuccessAt: string | null | undefined;
    readonly url: string;
  }>;
  readonly webhookEventTypes: ReadonlyArray<{
    readonly description: string;
    readonly name: string;
  }>;
};
export type WebhooksQuery = {
  response: WebhooksQuery$data;
  variables: WebhooksQuery$variables;
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
  "name": "endpointId"
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "description",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "createdAt",
  "storageKey": null
},
v5 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "WebhookEndpoint",
    "kind": "LinkedField",
    "name": "webhookEndpoints",
    "plural": true,
    "selections": [
      (v2/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "url",
        "storageKey": null
      },
      (v3/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "events",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "enabled",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "disabledReason",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "failingSince",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "lastSuccessAt",
        "storageKey": null
      },
      (v4/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "createdBy",
        "storageKey": null
      }
    ],
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "WebhookEventType",
    "kind": "LinkedField",
    "name": "webhookEventTypes",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "name",
        "storageKey": null
      },
      (v3/*:: as any*/)
    ],
    "storageKey": null
  },
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
        "name": "endpointId",
        "variableName": "endpointId"
      },
      {
        "kind": "Literal",
        "name": "first",
        "value": 20
      }
    ],
    "concreteType": "WebhookDeliveryPage",
    "kind": "LinkedField",
    "name": "webhookDeliveries",
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
        "concreteType": "WebhookDelivery",
        "kind": "LinkedField",
        "name": "deliveries",
        "plural": true,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "endpointId",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "msgId",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "eventType",
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
            "name": "attempts",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "lastStatusCode",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "lastError",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "lastAttemptAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "nextAttemptAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "deliveredAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "durationMs",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "redeliveryOf",
            "storageKey": null
          },
          (v4/*:: as any*/)
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
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "WebhooksQuery",
    "selections": (v5/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "WebhooksQuery",
    "selections": (v5/*:: as any*/)
  },
  "params": {
    "id": "8dbd39734d4dff85d6563b2eb1ace69b",
    "metadata": {},
    "name": "WebhooksQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "18117fabb1ff5f81202b3afaf1fc4ddf";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
