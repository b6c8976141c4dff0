/**
 * @generated SignedSource<<6770088413dbf359e8c1edc245c159e9>>
 * @relayHash 8f9abb7dfde5ca1ac314407fe8e1167b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8f9abb7dfde5ca1ac314407fe8e1167b

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type MessageStatus = "Read" | "UnRead" | "%future added value";
export type MessageFilter = {
  from?: string | null | undefined;
  q?: string | null | undefined;
  status?: MessageStatus | null | undefined;
  to?: string | null | undefined;
};
export type MessagesQuery$variables = {
  read?: MessageFilter | null | undefined;
  sort?: string | null | undefined;
  unread?: MessageFilter | null | undefined;
};
export type MessagesQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"MessagesRead_query" | "MessagesUnread_query">;
};
export type MessagesQuery = {
  response: MessagesQuery$data;
  variables: MessagesQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "read"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "sort"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "unread"
},
v3 = {
  "kind": "Variable",
  "name": "filter",
  "variableName": "unread"
},
v4 = {
  "kind": "Variable",
  "name": "sort",
  "variableName": "sort"
},
v5 = {
  "kind": "Variable",
  "name": "filter",
  "variableName": "read"
},
v6 = {
  "kind": "Literal",
  "name": "first",
  "value": 3
},
v7 = [
  (v3/*:: as any*/),
  (v6/*:: as any*/),
  (v4/*:: as any*/)
],
v8 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "totalCount",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "MessageEdge",
    "kind": "LinkedField",
    "name": "edges",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Message",
        "kind": "LinkedField",
        "name": "node",
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
            "name": "fullName",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "emailAddress",
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
            "name": "createdAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "__typename",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "cursor",
        "storageKey": null
      }
    ],
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "PageInfo",
    "kind": "LinkedField",
    "name": "pageInfo",
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
        "kind": "ScalarField",
        "name": "hasNextPage",
        "storageKey": null
      }
    ],
    "storageKey": null
  },
  {
    "kind": "ClientExtension",
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "__id",
        "storageKey": null
      }
    ]
  }
],
v9 = [
  "filter",
  "sort"
],
v10 = [
  (v5/*:: as any*/),
  (v6/*:: as any*/),
  (v4/*:: as any*/)
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
    "name": "MessagesQuery",
    "selections": [
      {
        "args": [
          (v3/*:: as any*/),
          (v4/*:: as any*/)
        ],
        "kind": "FragmentSpread",
        "name": "MessagesUnread_query"
      },
      {
        "args": [
          (v5/*:: as any*/),
          (v4/*:: as any*/)
        ],
        "kind": "FragmentSpread",
        "name": "MessagesRead_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v2/*:: as any*/),
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "MessagesQuery",
    "selections": [
      {
        "alias": "unread",
        "args": (v7/*:: as any*/),
        "concreteType": "MessageConnection",
        "kind": "LinkedField",
        "name": "adminMessages",
        "plural": false,
        "selections": (v8/*:: as any*/),
        "storageKey": null
      },
      {
        "alias": "unread",
        "args": (v7/*:: as any*/),
        "filters": (v9/*:: as any*/),
        "handle": "connection",
        "key": "Messages_unread",
        "kind": "LinkedHandle",
        "name": "adminMessages"
      },
      {
        "alias": "read",
        "args": (v10/*:: as any*/),
        "concreteType": "MessageConnection",
        "kind": "LinkedField",
        "name": "adminMessages",
        "plural": false,
        "selections": (v8/*:: as any*/),
        "storageKey": null
      },
      {
        "alias": "read",
        "args": (v10/*:: as any*/),
        "filters": (v9/*:: as any*/),
        "handle": "connection",
        "key": "Messages_read",
        "kind": "LinkedHandle",
        "name": "adminMessages"
      }
    ]
  },
  "params": {
    "id": "8f9abb7dfde5ca1ac314407fe8e1167b",
    "metadata": {},
    "name": "MessagesQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "283536171599bf595bedb0df4b16f647";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
