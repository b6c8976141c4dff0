/**
 * @generated SignedSource<<bad9a4605d3a422e310ad694d9858b08>>
 * @relayHash ccfb58c5c03a8eeb6717cb3b46896677
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ccfb58c5c03a8eeb6717cb3b46896677

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type MessagesQuery$variables = Record<PropertyKey, never>;
export type MessagesQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"MessagesRead_query" | "MessagesUnread_query">;
};
export type MessagesQuery = {
  response: MessagesQuery$data;
  variables: MessagesQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "kind": "Literal",
  "name": "first",
  "value": 3
},
v1 = [
  (v0/*:: as any*/),
  {
    "kind": "Literal",
    "name": "status",
    "value": "UnRead"
  }
],
v2 = [
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
v3 = [
  "status"
],
v4 = [
  (v0/*:: as any*/),
  {
    "kind": "Literal",
    "name": "status",
    "value": "Read"
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "MessagesQuery",
    "selections": [
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "MessagesUnread_query"
      },
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "MessagesRead_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "MessagesQuery",
    "selections": [
      {
        "alias": "unread",
        "args": (v1/*:: as any*/),
        "concreteType": "MessageConnection",
        "kind": "LinkedField",
        "name": "messagesByStatus",
        "plural": false,
        "selections": (v2/*:: as any*/),
        "storageKey": "messagesByStatus(first:3,status:\"UnRead\")"
      },
      {
        "alias": "unread",
        "args": (v1/*:: as any*/),
        "filters": (v3/*:: as any*/),
        "handle": "connection",
        "key": "Messages_unread",
        "kind": "LinkedHandle",
        "name": "messagesByStatus"
      },
      {
        "alias": "read",
        "args": (v4/*:: as any*/),
        "concreteType": "MessageConnection",
        "kind": "LinkedField",
        "name": "messagesByStatus",
        "plural": false,
        "selections": (v2/*:: as any*/),
        "storageKey": "messagesByStatus(first:3,status:\"Read\")"
      },
      {
        "alias": "read",
        "args": (v4/*:: as any*/),
        "filters": (v3/*:: as any*/),
        "handle": "connection",
        "key": "Messages_read",
        "kind": "LinkedHandle",
        "name": "messagesByStatus"
      }
    ]
  },
  "params": {
    "id": "ccfb58c5c03a8eeb6717cb3b46896677",
    "metadata": {},
    "name": "MessagesQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "34918d851274fd607624bebca1832ba0";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
