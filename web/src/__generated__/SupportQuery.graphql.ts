/**
 * @generated SignedSource<<86e600bbcb2105f8bd7217102295db86>>
 * @relayHash 5ab3f930d5d3bb0e8433755428a0635f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5ab3f930d5d3bb0e8433755428a0635f

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type SupportQuery$variables = Record<PropertyKey, never>;
export type SupportQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"CallToActionSection_query">;
};
export type SupportQuery = {
  response: SupportQuery$data;
  variables: SupportQuery$variables;
};

const node: ConcreteRequest = {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "SupportQuery",
    "selections": [
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "CallToActionSection_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "SupportQuery",
    "selections": [
      {
        "alias": null,
        "args": [
          {
            "kind": "Literal",
            "name": "first",
            "value": 10
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
        "storageKey": "callToActions(first:10)"
      }
    ]
  },
  "params": {
    "id": "5ab3f930d5d3bb0e8433755428a0635f",
    "metadata": {},
    "name": "SupportQuery",
    "operationKind": "query",
    "text": null
  }
};

(node as any).hash = "ee601159a5c72a6f5214d735b445a614";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
