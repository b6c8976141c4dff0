/**
 * @generated SignedSource<<f67bf7810070abd13681f2a2502188d1>>
 * @relayHash 116f8a931ee562d3681a2efe8b81944c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 116f8a931ee562d3681a2efe8b81944c

import type { ConcreteRequest } from 'relay-runtime';
export type SeoAdminQuery$variables = Record<PropertyKey, never>;
export type SeoAdminQuery$data = {
  readonly seoPages: ReadonlyArray<{
    readonly canonical: string;
    readonly description: string;
    readonly noindex: boolean;
    readonly path: string;
    readonly seo: {
      readonly id: string;
    } | null | undefined;
    readonly title: string;
  }>;
};
export type SeoAdminQuery = {
  response: SeoAdminQuery$data;
  variables: SeoAdminQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "SeoPage",
    "kind": "LinkedField",
    "name": "seoPages",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "path",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "title",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "description",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "noindex",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "canonical",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "PageSeo",
        "kind": "LinkedField",
        "name": "seo",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
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
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "SeoAdminQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "SeoAdminQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "116f8a931ee562d3681a2efe8b81944c",
    "metadata": {},
    "name": "SeoAdminQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "417183c26947f0a0bce5a94400a812db";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
