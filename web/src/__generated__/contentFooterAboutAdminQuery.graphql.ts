/**
 * @generated SignedSource<<cc0dfe6fbdc1e6820950d0fc18741455>>
 * @relayHash 957a3e675d6cf35b468ab36117d13e2d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 957a3e675d6cf35b468ab36117d13e2d

import type { ConcreteRequest } from 'relay-runtime';
export type contentFooterAboutAdminQuery$variables = Record<PropertyKey, never>;
export type contentFooterAboutAdminQuery$data = {
  readonly footerAbouts: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly aboutFooterDetails: string;
        readonly aboutFooterText: string;
        readonly id: string;
        readonly version: number;
      } | null | undefined;
    } | null | undefined> | null | undefined;
    readonly totalCount: number;
  };
};
export type contentFooterAboutAdminQuery = {
  response: contentFooterAboutAdminQuery$data;
  variables: contentFooterAboutAdminQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Literal",
        "name": "first",
        "value": 100
      }
    ],
    "concreteType": "FooterAboutConnection",
    "kind": "LinkedField",
    "name": "footerAbouts",
    "plural": false,
    "selections": [
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
        "concreteType": "FooterAboutEdge",
        "kind": "LinkedField",
        "name": "edges",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "FooterAbout",
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
                "name": "version",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "aboutFooterText",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "aboutFooterDetails",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": "footerAbouts(first:100)"
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "contentFooterAboutAdminQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "contentFooterAboutAdminQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "957a3e675d6cf35b468ab36117d13e2d",
    "metadata": {},
    "name": "contentFooterAboutAdminQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "73e542a9b7a6480eea878823ea06a50c";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
