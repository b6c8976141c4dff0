/**
 * @generated SignedSource<<8bc4cdef32f45c048ebcc46a6d7612b2>>
 * @relayHash f1e45892214b6f46b1b9a0c0e2d36cbf
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f1e45892214b6f46b1b9a0c0e2d36cbf

import type { ConcreteRequest } from 'relay-runtime';
export type contentFooterSocialAdminQuery$variables = Record<PropertyKey, never>;
export type contentFooterSocialAdminQuery$data = {
  readonly footerSocials: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly fblink: string;
        readonly id: string;
        readonly inslink: string;
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
    "id": "f1e45892214b6f46b1b9a0c0e2d36cbf",
    "metadata": {},
    "name": "contentFooterSocialAdminQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "372a37f8e1d438ea3744986fe8ce2b01";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
