/**
 * @generated SignedSource<<0e54652e25a4186048f257982d0c7b0a>>
 * @relayHash 49f1f1e6e606217dccb682b6536b233c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 49f1f1e6e606217dccb682b6536b233c

import type { ConcreteRequest } from 'relay-runtime';
export type AllowExternal = "No" | "Yes" | "%future added value";
export type RedirectKind = "Gone" | "Moved" | "%future added value";
export type CreateRedirectInput = {
  allowExternal?: AllowExternal | null | undefined;
  fromPath: string;
  kind?: RedirectKind | null | undefined;
  target?: string | null | undefined;
};
export type contentRedirectCreateMutation$variables = {
  input: CreateRedirectInput;
};
export type contentRedirectCreateMutation$data = {
  readonly createRedirect: {
    readonly allowExternal: AllowExternal;
    readonly fromPath: string;
    readonly id: string;
    readonly kind: RedirectKind;
    readonly target: string;
    readonly version: number;
  };
};
export type contentRedirectCreateMutation = {
  response: contentRedirectCreateMutation$data;
  variables: contentRedirectCreateMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
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
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "Redirect",
    "kind": "LinkedField",
    "name": "createRedirect",
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
        "name": "fromPath",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "target",
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
        "name": "allowExternal",
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
    "name": "contentRedirectCreateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "contentRedirectCreateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "49f1f1e6e606217dccb682b6536b233c",
    "metadata": {},
    "name": "contentRedirectCreateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "739583c649a9b54fa4c37e95bb04c279";

export default node;
