/**
 * @generated SignedSource<<ecc5c63a94762913e890ebc63a0b1610>>
 * @relayHash 625272a38210c160910f31628a641855
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 625272a38210c160910f31628a641855

import type { ConcreteRequest } from 'relay-runtime';
export type MessageStatus = "Read" | "UnRead" | "%future added value";
export type MessageViewReplyMutation$variables = {
  body: string;
  id: string;
  subject?: string | null | undefined;
};
export type MessageViewReplyMutation$data = {
  readonly replyToMessage: {
    readonly id: string;
    readonly messageStatus: MessageStatus;
    readonly replies: ReadonlyArray<{
      readonly body: string;
      readonly createdAt: string;
      readonly id: string;
      readonly sentBy: string;
      readonly sentTo: string;
      readonly subject: string;
    }> | null | undefined;
  };
};
export type MessageViewReplyMutation = {
  response: MessageViewReplyMutation$data;
  variables: MessageViewReplyMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "body"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "id"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "subject"
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v4 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "body",
        "variableName": "body"
      },
      {
        "kind": "Variable",
        "name": "id",
        "variableName": "id"
      },
      {
        "kind": "Variable",
        "name": "subject",
        "variableName": "subject"
      }
    ],
    "concreteType": "Message",
    "kind": "LinkedField",
    "name": "replyToMessage",
    "plural": false,
    "selections": [
      (v3/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "messageStatus",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "MessageReply",
        "kind": "LinkedField",
        "name": "replies",
        "plural": true,
        "selections": [
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "sentBy",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "sentTo",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "subject",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "body",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "createdAt",
            "storageKey": null
          }
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
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "MessageViewReplyMutation",
    "selections": (v4/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "MessageViewReplyMutation",
    "selections": (v4/*:: as any*/)
  },
  "params": {
    "id": "625272a38210c160910f31628a641855",
    "metadata": {},
    "name": "MessageViewReplyMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "b6723db19f67fb9f4ccb31048b6d9061";

export default node;
