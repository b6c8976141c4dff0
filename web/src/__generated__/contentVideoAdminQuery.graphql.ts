/**
 * @generated SignedSource<<ae5fc3af3b0a038fdf551fa007e871bf>>
 * @relayHash 74682691015e22bbe009a5065aebf94a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 74682691015e22bbe009a5065aebf94a

import type { ConcreteRequest } from 'relay-runtime';
export type contentVideoAdminQuery$variables = Record<PropertyKey, never>;
export type contentVideoAdminQuery$data = {
  readonly teamMembers: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly facebookLink: string;
        readonly id: string;
        readonly linkedinLink: string;
        readonly memberImg: string;
        readonly memberPosition: string;
        readonly membername: string;
        readonly twitterLink: string;
        readonly version: number;
        readonly youtubeLink: string;
      } | null | undefined;
    } | null | undefined> | null | undefined;
    readonly totalCount: number;
  };
  readonly videoSections: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly imageLink: string;
        readonly version: number;
        readonly videoLink: string;
        readonly videoSectionText: string;
        readonly videoSectionTitle: string;
      } | null | undefined;
    } | null | undefined> | null | undefined;
    readonly totalCount: number;
  };
};
export type contentVideoAdminQuery = {
  response: contentVideoAdminQuery$data;
  variables: contentVideoAdminQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 100
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "totalCount",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "version",
  "storageKey": null
},
v4 = [
  {
    "alias": null,
    "args": (v0/*:: as any*/),
    "concreteType": "VideoSectionConnection",
    "kind": "LinkedField",
    "name": "videoSections",
    "plural": false,
    "selections": [
      (v1/*:: as any*/),
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
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "imageLink",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "videoLink",
                "storageKey": null
              },
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
    "storageKey": "videoSections(first:100)"
  },
  {
    "alias": null,
    "args": (v0/*:: as any*/),
    "concreteType": "TeamMemberConnection",
    "kind": "LinkedField",
    "name": "teamMembers",
    "plural": false,
    "selections": [
      (v1/*:: as any*/),
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
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "facebookLink",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "twitterLink",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "linkedinLink",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "youtubeLink",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "memberImg",
                "storageKey": null
              },
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
    "name": "contentVideoAdminQuery",
    "selections": (v4/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "contentVideoAdminQuery",
    "selections": (v4/*:: as any*/)
  },
  "params": {
    "id": "74682691015e22bbe009a5065aebf94a",
    "metadata": {},
    "name": "contentVideoAdminQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "6278b892e476178f97fb6374ca4609ca";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
