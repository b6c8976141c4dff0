/**
 * @generated SignedSource<<ca3ae1314f7f7023124522d013a90b15>>
 * @relayHash 256814e82ca36e9299b398912fa7876d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 256814e82ca36e9299b398912fa7876d

import type { ConcreteRequest } from 'relay-runtime';
export type CreateFooterSocialInput = {
  fblink: string;
  inslink: string;
};
export type contentFooterSocialCreateMutation$variables = {
  input: CreateFooterSocialInput;
};
export type contentFooterSocialCreateMutation$data = {
  readonly createFooterSocial: {
    readonly fblink: string;
    readonly id: string;
    readonly inslink: string;
    readonly version: number;
  };
};
export type contentFooterSocialCreateMutation = {
  response: contentFooterSocialCreateMutation$data;
  variables: contentFooterSocialCreateMutation$variables;
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
    "concreteType": "FooterSocial",
    "kind": "LinkedField",
    "name": "createFooterSocial",
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
    "name": "contentFooterSocialCreateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "contentFooterSocialCreateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "256814e82ca36e9299b398912fa7876d",
    "metadata": {},
    "name": "contentFooterSocialCreateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "c4b49f5a1ab506d9d870f11bbe2a1a39";

export default node;
