/**
 * @generated SignedSource<<10bcef5e85bd00fe828eed37ed13d357>>
 * @relayHash 45aa8e6d59c7827e9229a6158df4df8d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 45aa8e6d59c7827e9229a6158df4df8d

import type { ConcreteRequest } from 'relay-runtime';
export type NotFoundReportQuery$variables = Record<PropertyKey, never>;
export type NotFoundReportQuery$data = {
  readonly notFoundHits: ReadonlyArray<{
    readonly count: number;
    readonly lastSeen: string;
    readonly path: string;
  }>;
};
export type NotFoundReportQuery = {
  response: NotFoundReportQuery$data;
  variables: NotFoundReportQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "NotFoundHit",
    "kind": "LinkedField",
    "name": "notFoundHits",
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
        "name": "count",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "lastSeen",
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
    "name": "NotFoundReportQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "NotFoundReportQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "45aa8e6d59c7827e9229a6158df4df8d",
    "metadata": {},
    "name": "NotFoundReportQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "c003e61e8aeb69541845af307c6bdce5";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
