/**
 * @generated SignedSource<<e93b42d2b193671994cbe5bf44add2b4>>
 * @relayHash b6593371f9f7fd26b4ac12750ce25d2d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b6593371f9f7fd26b4ac12750ce25d2d

import type { ConcreteRequest } from 'relay-runtime';
export type MessageStatus = "Read" | "UnRead" | "%future added value";
export type MessageViewMutation$variables = {
  id: string;
};
export type MessageViewMutation$data = {
  readonly markMessageRead: {
    readonly id: string;
    readonly messageStatus: MessageStatus;
  };
};
export type MessageViewMutation = {
  response: MessageViewMutation$data;
  variables: MessageViewMutation$variables;
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
    "concreteType": "Message",
    "kind": "LinkedField",
    "name": "markMessageRead",
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
        "name": "messageStatus",
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
    "name": "MessageViewMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "MessageViewMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "b6593371f9f7fd26b4ac12750ce25d2d",
    "metadata": {},
    "name": "MessageViewMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "467de59e2870e2d7a55bba2d0d3018c6";

export default node;
