/**
 * @generated SignedSource<<d7ac504471fa3cc4986bc90bf25020c7>>
 * @relayHash cbd7fd344c31f850ccac9ab722716426
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID cbd7fd344c31f850ccac9ab722716426

import type { ConcreteRequest } from 'relay-runtime';
export type UpdateFooterSocialInput = {
  fblink?: string | null | undefined;
  inslink?: string | null | undefined;
  version?: number | null | undefined;
};
export type contentFooterSocialUpdateMutation$variables = {
  id: string;
  input: UpdateFooterSocialInput;
};
export type contentFooterSocialUpdateMutation$data = {
  readonly updateFooterSocial: {
    readonly fblink: string;
    readonly id: string;
    readonly inslink: string;
    readonly version: number;
  };
};
export type contentFooterSocialUpdateMutation = {
  response: contentFooterSocialUpdateMutation$data;
  variables: contentFooterSocialUpdateMutation$variables;
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
        "name": "version",
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
    "name": "contentFooterSocialUpdateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "contentFooterSocialUpdateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "cbd7fd344c31f850ccac9ab722716426",
    "metadata": {},
    "name": "contentFooterSocialUpdateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "9dbe8a920fa229945da1787eaaeedb42";

export default node;
