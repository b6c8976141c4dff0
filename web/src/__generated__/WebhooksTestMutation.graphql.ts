/**
 * @generated SignedSource<<8a1888da6fefe3d3499852ad1633e84a>>
 * @relayHash 53503b94d7e0653f8b963ef4968cedbe
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 53503b94d7e0653f8b963ef4968cedbe

import type { ConcreteRequest } from 'relay-runtime';
export type WebhooksTestMutation$variables = {
  id: string;
};
export type WebhooksTestMutation$data = {
  readonly sendTestWebhook: {
    readonly id: string;
  };
};
export type WebhooksTestMutation = {
  response: WebhooksTestMutation$data;
  variables: WebhooksTestMutation$variables;
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
    "name": "sendTestWebhook",
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
    "name": "WebhooksTestMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "WebhooksTestMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "53503b94d7e0653f8b963ef4968cedbe",
    "metadata": {},
    "name": "WebhooksTestMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "1901354cc266ea027cd3a2d37ebb4805";

export default node;
