/**
 * @generated SignedSource<<ba4ad7414bf92ec3ad870ba86edbb78c>>
 * @relayHash b19771ff10e82766821dad93750d3251
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b19771ff10e82766821dad93750d3251

import type { ConcreteRequest } from 'relay-runtime';
export type NoIndex = "No" | "Yes" | "%future added value";
export type UpdatePageSeoInput = {
  canonical?: string | null | undefined;
  description?: string | null | undefined;
  noindex?: NoIndex | null | undefined;
  path?: string | null | undefined;
  socialImage?: string | null | undefined;
  title?: string | null | undefined;
  version?: number | null | undefined;
};
export type SeoEditMutation$variables = {
  id: string;
  input: UpdatePageSeoInput;
};
export type SeoEditMutation$data = {
  readonly updatePageSeo: {
    readonly canonical: string;
    readonly description: string;
    readonly id: string;
    readonly noindex: NoIndex;
    readonly path: string;
    readonly socialImage: string;
    readonly title: string;
    readonly version: number;
  };
};
export type SeoEditMutation = {
  response: SeoEditMutation$data;
  variables: SeoEditMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "id",
        "variableName": "id"
      },
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "PageSeo",
    "kind": "LinkedField",
    "name": "updatePageSeo",
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
        "name": "socialImage",
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
    "name": "SeoEditMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SeoEditMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "b19771ff10e82766821dad93750d3251",
    "metadata": {},
    "name": "SeoEditMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "fa41c99964bb83a4131736ecd5179c27";

export default node;
