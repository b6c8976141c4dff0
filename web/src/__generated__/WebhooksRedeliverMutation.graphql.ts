/**
 * @generated SignedSource<<0ab64e87fe632a00511de0794ee87347>>
 * @relayHash 57000b4ebefd8efa65b05497ce624e9e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 57000b4ebefd8efa65b05497ce624e9e

import type { ConcreteRequest } from 'relay-runtime';
export type WebhooksRedeliverMutation$variables = {
  id: string;
};
export type WebhooksRedeliverMutation$data = {
  readonly redeliverWebhook: {
    readonly id: string;
  };
};
export type WebhooksRedeliverMutation = {
  response: WebhooksRedeliverMutation$data;
  variables: WebhooksRedeliverMutation$variables;
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
    "concreteType": "WebhookDelivery",
    "kind": "LinkedField",
    "name": "redeliverWebhook",
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
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "WebhooksRedeliverMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "WebhooksRedeliverMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "57000b4ebefd8efa65b05497ce624e9e",
    "metadata": {},
    "name": "WebhooksRedeliverMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "797cf14904afeed955c5883d4d8453fe";

export default node;
