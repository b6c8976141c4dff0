/**
 * @generated SignedSource<<38f64b3fe3118c7fb9a17c1dbcd811d7>>
 * @relayHash 6a0acaddf41ec1af9a4bb0746fbf6f7e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6a0acaddf41ec1af9a4bb0746fbf6f7e

import type { ConcreteRequest } from 'relay-runtime';
export type CreateFooterSocialInput = {
  fblink: string;
  inslink: string;
};
export type FooterSocialAdminCreateMutation$variables = {
  input: CreateFooterSocialInput;
};
export type FooterSocialAdminCreateMutation$data = {
  readonly createFooterSocial: {
    readonly fblink: string;
    readonly id: string;
    readonly inslink: string;
  };
};
export type FooterSocialAdminCreateMutation = {
  response: FooterSocialAdminCreateMutation$data;
  variables: FooterSocialAdminCreateMutation$variables;
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
    "name": "FooterSocialAdminCreateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "FooterSocialAdminCreateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "6a0acaddf41ec1af9a4bb0746fbf6f7e",
    "metadata": {},
    "name": "FooterSocialAdminCreateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "9db30d47ebc75e685f83cd1017e21af8";

export default node;
