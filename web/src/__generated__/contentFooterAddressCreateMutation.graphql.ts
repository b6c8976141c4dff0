/**
 * @generated SignedSource<<6e68e7987434bfa8178ba511e3df267f>>
 * @relayHash 22cf5db452b2bc9c5eea34eb55a7efe0
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 22cf5db452b2bc9c5eea34eb55a7efe0

import type { ConcreteRequest } from 'relay-runtime';
export type CreateFooterAddressInput = {
  footerEmail: string;
  footerPhone: string;
  footeraddress: string;
};
export type contentFooterAddressCreateMutation$variables = {
  input: CreateFooterAddressInput;
};
export type contentFooterAddressCreateMutation$data = {
  readonly createFooterAddress: {
    readonly footerEmail: string;
    readonly footerPhone: string;
    readonly footeraddress: string;
    readonly id: string;
    readonly version: number;
  };
};
export type contentFooterAddressCreateMutation = {
  response: contentFooterAddressCreateMutation$data;
  variables: contentFooterAddressCreateMutation$variables;
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
    "concreteType": "FooterAddress",
    "kind": "LinkedField",
    "name": "createFooterAddress",
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
        "name": "footerPhone",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "footeraddress",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "footerEmail",
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
    "name": "contentFooterAddressCreateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "contentFooterAddressCreateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "22cf5db452b2bc9c5eea34eb55a7efe0",
    "metadata": {},
    "name": "contentFooterAddressCreateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "c26e5dd3c0f26aecaf1aeed4632fe330";

export default node;
