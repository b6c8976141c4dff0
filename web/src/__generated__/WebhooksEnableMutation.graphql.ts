/**
 * @generated SignedSource<<993f5bd99af0959ddb9746017b2a000c>>
 * @relayHash 63bf529bf541a4ced9cfa9bfc5aafe62
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 63bf529bf541a4ced9cfa9bfc5aafe62

import type { ConcreteRequest } from 'relay-runtime';
export type WebhooksEnableMutation$variables = {
  enabled: boolean;
  id: string;
};
export type WebhooksEnableMutation$data = {
  readonly setWebhookEndpointEnabled: {
    readonly disabledReason: string;
    readonly enabled: boolean;
    readonly id: string;
  };
};
export type WebhooksEnableMutation = {
  response: WebhooksEnableMutation$data;
  variables: WebhooksEnableMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "enabled"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "id"
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "enabled",
        "variableName": "enabled"
      },
      {
        "kind": "Variable",
        "name": "id",
        "variableName": "id"
      }
    ],
    "concreteType": "WebhookEndpoint",
    "kind": "LinkedField",
    "name": "setWebhookEndpointEnabled",
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
        "name": "enabled",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "disabledReason",
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
    "name": "WebhooksEnableMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "WebhooksEnableMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "63bf529bf541a4ced9cfa9bfc5aafe62",
    "metadata": {},
    "name": "WebhooksEnableMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "22a13ef01202e40df5732a7926145358";

export default node;
