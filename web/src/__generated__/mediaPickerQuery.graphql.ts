/**
 * @generated SignedSource<<f4e4803d9fa55c636a83c85629fb0a0f>>
 * @relayHash b5972ed3b4e95b4338a335bd647f0005
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b5972ed3b4e95b4338a335bd647f0005

import type { ConcreteRequest } from 'relay-runtime';
export type mediaPickerQuery$variables = {
  search?: string | null | undefined;
};
export type mediaPickerQuery$data = {
  readonly mediaLibrary: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly alt: string;
        readonly filename: string;
        readonly height: number;
        readonly id: string;
        readonly url: string;
        readonly webpSrcset: string;
        readonly width: number;
      } | null | undefined;
    } | null | undefined> | null | undefined;
    readonly totalCount: number;
  };
};
export type mediaPickerQuery = {
  response: mediaPickerQuery$data;
  variables: mediaPickerQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "search"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Literal",
        "name": "first",
        "value": 48
      },
      {
        "kind": "Variable",
        "name": "search",
        "variableName": "search"
      }
    ],
    "concreteType": "MediaConnection",
    "kind": "LinkedField",
    "name": "mediaLibrary",
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
        "concreteType": "MediaEdge",
        "kind": "LinkedField",
        "name": "edges",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Media",
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
                "name": "url",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "webpSrcset",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "filename",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "alt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "width",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "height",
                "storageKey": null
              }
            ],
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "mediaPickerQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "mediaPickerQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "b5972ed3b4e95b4338a335bd647f0005",
    "metadata": {},
    "name": "mediaPickerQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "8109040d8dd2fb4f5930d7a20e462df3";

export default node;
