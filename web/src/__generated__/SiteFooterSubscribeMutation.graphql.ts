/**
 * @generated SignedSource<<e7c0b4a8bcf05d020dc799e05f58b3f6>>
 * @relayHash 8181718a8e96d2f9d35b397a65dbf273
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8181718a8e96d2f9d35b397a65dbf273

import type { ConcreteRequest } from 'relay-runtime';
export type SiteFooterSubscribeMutation$variables = {
  email: string;
};
export type SiteFooterSubscribeMutation$data = {
  readonly subscribe: {
    readonly email: string;
  };
};
export type SiteFooterSubscribeMutation = {
  response: SiteFooterSubscribeMutation$data;
  variables: SiteFooterSubscribeMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "email"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "email",
        "variableName": "email"
      }
    ],
    "concreteType": "SubscribePayload",
    "kind": "LinkedField",
    "name": "subscribe",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "email",
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
    "name": "SiteFooterSubscribeMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SiteFooterSubscribeMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "8181718a8e96d2f9d35b397a65dbf273",
    "metadata": {},
    "name": "SiteFooterSubscribeMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "b46c22633639772f884533e50b4a35ec";

export default node;
