/**
 * @generated SignedSource<<9df6b5a72304124d83c72258b2a876ac>>
 * @relayHash 53fcfd005166d60b44e3fdd0fa1915ea
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 53fcfd005166d60b44e3fdd0fa1915ea

import type { ConcreteRequest } from 'relay-runtime';
export type UpdateFooterSocialInput = {
  fblink?: string | null | undefined;
  inslink?: string | null | undefined;
};
export type FooterSocialEditMutation$variables = {
  id: string;
  input: UpdateFooterSocialInput;
};
export type FooterSocialEditMutation$data = {
  readonly updateFooterSocial: {
    readonly fblink: string;
    readonly id: string;
    readonly inslink: string;
  };
};
export type FooterSocialEditMutation = {
  response: FooterSocialEditMutation$data;
  variables: FooterSocialEditMutation$variables;
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
    "concreteType": "FooterSocial",
    "kind": "LinkedField",
    "name": "updateFooterSocial",
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
        "name": "fblink",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "inslink",
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
    "name": "FooterSocialEditMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "FooterSocialEditMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "53fcfd005166d60b44e3fdd0fa1915ea",
    "metadata": {},
    "name": "FooterSocialEditMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "96c3f11a63a522305f5b27ea5db9742b";

export default node;
