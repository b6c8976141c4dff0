/**
 * @generated SignedSource<<93271abbc23989c2c3cf0bbaa4a55ad5>>
 * @relayHash 872d81ec2474b39b7360fad4bbb3b9fa
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 872d81ec2474b39b7360fad4bbb3b9fa

import type { ConcreteRequest } from 'relay-runtime';
export type contentFooterSocialAdminQuery$variables = Record<PropertyKey, never>;
export type contentFooterSocialAdminQuery$data = {
  readonly footerSocials: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly fblink: string;
        readonly id: string;
        readonly inslink: string;
        readonly version: number;
      } | null | undefined;
    } | null | undefined> | null | undefined;
    readonly totalCount: number;
  };
};
export type contentFooterSocialAdminQuery = {
  response: contentFooterSocialAdminQuery$data;
  variables: contentFooterSocialAdminQuery$variables;
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
    "concreteType": "FooterSocialConnection",
    "kind": "LinkedField",
    "name": "footerSocials",
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
        "concreteType": "FooterSocialEdge",
        "kind": "LinkedField",
        "name": "edges",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "FooterSocial",
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
                "name": "fblink",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "inslink",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": "footerSocials(first:100)"
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "contentFooterSocialAdminQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "contentFooterSocialAdminQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "872d81ec2474b39b7360fad4bbb3b9fa",
    "metadata": {},
    "name": "contentFooterSocialAdminQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "7a87c8cdd81b37541e73ce059618d39b";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
