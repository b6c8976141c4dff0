/**
 * @generated SignedSource<<c1ce92420129a46610dbd18fbe37ea34>>
 * @relayHash 404ab22b77695ee81621aa2615a50416
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 404ab22b77695ee81621aa2615a50416

import type { ConcreteRequest } from 'relay-runtime';
export type CallToActionAdminQuery$variables = Record<PropertyKey, never>;
export type CallToActionAdminQuery$data = {
  readonly callToActions: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly heading: string;
        readonly id: string;
      } | null | undefined;
    } | null | undefined> | null | undefined;
  };
};
export type CallToActionAdminQuery = {
  response: CallToActionAdminQuery$data;
  variables: CallToActionAdminQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Literal",
        "name": "first",
        "value": 1
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
                "name": "heading",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": "callToActions(first:1)"
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "CallToActionAdminQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "CallToActionAdminQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "404ab22b77695ee81621aa2615a50416",
    "metadata": {},
    "name": "CallToActionAdminQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "a9cbaf98fc630760cfb2220c329e82cb";

export default node;
