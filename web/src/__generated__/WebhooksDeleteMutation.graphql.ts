/**
 * @generated SignedSource<<ab86913f91c8c38131623c79f90698db>>
 * @relayHash 7066d234bc783d930d55568af0f5380b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7066d234bc783d930d55568af0f5380b

import type { ConcreteRequest } from 'relay-runtime';
export type WebhooksDeleteMutation$variables = {
  id: string;
};
export type WebhooksDeleteMutation$data = {
  readonly deleteWebhookEndpoint: string;
};
export type WebhooksDeleteMutation = {
  response: WebhooksDeleteMutation$data;
  variables: WebhooksDeleteMutation$variables;
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
    "name": "deleteWebhookEndpoint",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "WebhooksDeleteMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "WebhooksDeleteMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "7066d234bc783d930d55568af0f5380b",
    "metadata": {},
    "name": "WebhooksDeleteMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "b7b7f4cb837d93263a41b64fb6be42a7";

export default node;
