/**
 * @generated SignedSource<<ddaa00b152cc3dc5da493bce4d9d6f9f>>
 * @relayHash f279b612eddd4d37eccd91a5cdbaf899
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f279b612eddd4d37eccd91a5cdbaf899

import type { ConcreteRequest } from 'relay-runtime';
export type WebhooksSecretMutation$variables = {
  id: string;
};
export type WebhooksSecretMutation$data = {
  readonly revealWebhookSecret: string;
};
export type WebhooksSecretMutation = {
  response: WebhooksSecretMutation$data;
  variables: WebhooksSecretMutation$variables;
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
    "kind": "ScalarField",
    "name": "revealWebhookSecret",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "WebhooksSecretMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "WebhooksSecretMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "f279b612eddd4d37eccd91a5cdbaf899",
    "metadata": {},
    "name": "WebhooksSecretMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "b0aa6e61926d4e8b906768898b9c1614";

export default node;
