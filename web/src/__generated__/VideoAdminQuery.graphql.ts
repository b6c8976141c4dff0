/**
 * @generated SignedSource<<35ff1749a2807f327d797f5e50cbf829>>
 * @relayHash a64e2ed0cc785f07cbacff245580a2d4
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a64e2ed0cc785f07cbacff245580a2d4

import type { ConcreteRequest } from 'relay-runtime';
export type VideoAdminQuery$variables = Record<PropertyKey, never>;
export type VideoAdminQuery$data = {
  readonly teamMembers: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly memberImg: string;
        readonly memberPosition: string;
        readonly membername: string;
      } | null | undefined;
    } | null | undefined> | null | undefined;
  };
  readonly videoSections: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly videoSectionText: string;
        readonly videoSectionTitle: string;
      } | null | undefined;
    } | null | undefined> | null | undefined;
  };
};
export type VideoAdminQuery = {
  response: VideoAdminQuery$data;
  variables: VideoAdminQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Literal",
        "name": "first",
        "value": 1
      }
    ],
    "concreteType": "VideoSectionConnection",
    "kind": "LinkedField",
    "name": "videoSections",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "VideoSectionEdge",
        "kind": "LinkedField",
        "name": "edges",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "VideoSection",
            "kind": "LinkedField",
            "name": "node",
            "plural": false,
            "selections": [
              (v0/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "videoSectionTitle",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "videoSectionText",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": "videoSections(first:1)"
  },
  {
    "alias": null,
    "args": [
      {
        "kind": "Literal",
        "name": "first",
        "value": 100
      }
    ],
    "concreteType": "TeamMemberConnection",
    "kind": "LinkedField",
    "name": "teamMembers",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "TeamMemberEdge",
        "kind": "LinkedField",
        "name": "edges",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "TeamMember",
            "kind": "LinkedField",
            "name": "node",
            "plural": false,
            "selections": [
              (v0/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "membername",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "memberPosition",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "memberImg",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": "teamMembers(first:100)"
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "VideoAdminQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "VideoAdminQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "a64e2ed0cc785f07cbacff245580a2d4",
    "metadata": {},
    "name": "VideoAdminQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "e5f675c1d3ee1083ca99d29cdf587d23";

export default node;
