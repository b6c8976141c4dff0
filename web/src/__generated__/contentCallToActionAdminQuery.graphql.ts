/**
 * @generated SignedSource<<3dbd408df15740757c57068d4a210f6e>>
 * @relayHash a4f14767b805607ccd7aeeb93363fcc2
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a4f14767b805607ccd7aeeb93363fcc2

import type { ConcreteRequest } from 'relay-runtime';
export type contentCallToActionAdminQuery$variables = Record<PropertyKey, never>;
export type contentCallToActionAdminQuery$data = {
  readonly callToActions: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly buttonLink: string;
        readonly buttonText: string;
        readonly heading: string;
        readonly id: string;
        readonly subHeading: string;
        readonly version: number;
      } | null | undefined;
    } | null | undefined> | null | undefined;
    readonly totalCount: number;
  };
};
export type contentCallToActionAdminQuery = {
  response: contentCallToActionAdminQuery$data;
  variables: contentCallToActionAdminQuery$variables;
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
    "concreteType": "CallToActionConnection",
    "kind": "LinkedField",
    "name": "callToActions",
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
        "concreteType": "CallToActionEdge",
        "kind": "LinkedField",
        "name": "edges",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "CallToAction",
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
                "name": "heading",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "subHeading",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "buttonText",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "buttonLink",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": "callToActions(first:100)"
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "contentCallToActionAdminQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "contentCallToActionAdminQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "a4f14767b805607ccd7aeeb93363fcc2",
    "metadata": {},
    "name": "contentCallToActionAdminQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "038dab7f2001954a0fabf3f23daf5a5a";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
