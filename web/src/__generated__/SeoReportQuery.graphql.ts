/**
 * @generated SignedSource<<699330160920dc230a88e8d38dca0bf4>>
 * @relayHash ed7fa7248f726e3c1137fec469ad2cd0
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ed7fa7248f726e3c1137fec469ad2cd0

import type { ConcreteRequest } from 'relay-runtime';
export type SeoFindingKind = "DESCRIPTION_TOO_LONG" | "DUPLICATE_DESCRIPTION" | "DUPLICATE_TITLE" | "IMAGE_WITHOUT_ALT" | "MISSING_DESCRIPTION" | "MISSING_SOCIAL_IMAGE" | "MISSING_TITLE" | "TITLE_TOO_LONG" | "%future added value";
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
    readonly editor: string | null | undefined;
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
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "editor",
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
    "id": "ed7fa7248f726e3c1137fec469ad2cd0",
    "metadata": {},
    "name": "SeoReportQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "f6c4d5e0993b256d490f245359084710";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
