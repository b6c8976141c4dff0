/**
 * @generated SignedSource<<37f78acf8fecf617ba834c5e0fe9ac2b>>
 * @relayHash 02e7c406259867d85d9b050859b1b7cc
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 02e7c406259867d85d9b050859b1b7cc

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
    "id": "02e7c406259867d85d9b050859b1b7cc",
    "metadata": {},
    "name": "contentFooterSocialCreateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "0894d8e5b59cf55694fa0a0ff1d2cb3d";

export default node;
