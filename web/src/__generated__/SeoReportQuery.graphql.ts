/**
 * @generated SignedSource<<5bbc45d0b54d481c2c1f09795acb61eb>>
 * @relayHash 2b68c8beea92000a6e5a1d44a22fa198
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2b68c8beea92000a6e5a1d44a22fa198

import type { ConcreteRequest } from 'relay-runtime';
export type SeoFindingKind = "DUPLICATE_DESCRIPTION" | "DUPLICATE_TITLE" | "IMAGE_WITHOUT_ALT" | "MISSING_DESCRIPTION" | "MISSING_TITLE" | "%future added value";
export type SeoReportQuery$variables = Record<PropertyKey, never>;
export type SeoReportQuery$data = {
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
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "SeoFinding",
    "kind": "LinkedField",
    "name": "seoReport",
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
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "SeoReportQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "SeoReportQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "2b68c8beea92000a6e5a1d44a22fa198",
    "metadata": {},
    "name": "SeoReportQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "8768adf46404d5364896436c85f429b6";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
