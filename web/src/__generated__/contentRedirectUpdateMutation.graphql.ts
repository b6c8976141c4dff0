/**
 * @generated SignedSource<<6fb6c915a44c6570401c512a59d9371a>>
 * @relayHash 320e1bb6d341c27c6d190897fef5dbd1
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 320e1bb6d341c27c6d190897fef5dbd1

import type { ConcreteRequest } from 'relay-runtime';
export type AllowExternal = "No" | "Yes" | "%future added value";
export type RedirectKind = "Gone" | "Moved" | "%future added value";
export type UpdateRedirectInput = {
  allowExternal?: AllowExternal | null | undefined;
  fromPath?: string | null | undefined;
  kind?: RedirectKind | null | undefined;
  target?: string | null | undefined;
  version?: number | null | undefined;
};
export type contentRedirectUpdateMutation$variables = {
  id: string;
  input: UpdateRedirectInput;
};
export type contentRedirectUpdateMutation$data = {
  readonly updateRedirect: {
    readonly allowExternal: AllowExternal;
    readonly fromPath: string;
    readonly id: string;
    readonly kind: RedirectKind;
    readonly target: string;
    readonly version: number;
  };
};
export type contentRedirectUpdateMutation = {
  response: contentRedirectUpdateMutation$data;
  variables: contentRedirectUpdateMutation$variables;
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
    "concreteType": "Redirect",
    "kind": "LinkedField",
    "name": "updateRedirect",
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
    "name": "contentRedirectUpdateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "contentRedirectUpdateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "320e1bb6d341c27c6d190897fef5dbd1",
    "metadata": {},
    "name": "contentRedirectUpdateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "c682412e938d1a6ad057464491e47887";

export default node;
