/**
 * @generated SignedSource<<81171b317af16a16d2c6cfc45e8c8db0>>
 * @relayHash 80145f3f7917c187d26bafc1ff9636f8
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 80145f3f7917c187d26bafc1ff9636f8

import type { ConcreteRequest } from 'relay-runtime';
export type SeoFindingKind = "DUPLICATE_DESCRIPTION" | "DUPLICATE_TITLE" | "IMAGE_WITHOUT_ALT" | "MISSING_DESCRIPTION" | "MISSING_TITLE" | "%future added value";
export type SeoReportQuery$variables = Record<PropertyKey, never>;
export type SeoReportQuery$data = {
  readonly seoPages: ReadonlyArray<{
    readonly path: string;
    readonly seo: {
      readonly id: string;
    } | null | undefined;
  }>;
  readonly seoReport: ReadonlyArray<{
    readonly detail: string;
    readonly kind: SeoFindingKind;
    readonly path: string;
  }>;
};
export type SeoReportQuery = {
  response: SeoReportQuery$data;
  variables: SeoReportQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "path",
  "storageKey": null
},
v1 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "SeoFinding",
    "kind": "LinkedField",
    "name": "seoReport",
    "plural": true,
    "selections": [
      (v0/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "kind",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "detail",
        "storageKey": null
      }
    ],
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "SeoPage",
    "kind": "LinkedField",
    "name": "seoPages",
    "plural": true,
    "selections": [
      (v0/*:: as any*/),
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
    "name": "SeoReportQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "SeoReportQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "80145f3f7917c187d26bafc1ff9636f8",
    "metadata": {},
    "name": "SeoReportQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "28dbbf94df57fc85af9b9997155c65d3";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
