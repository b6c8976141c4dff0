/**
 * @generated SignedSource<<1c14fd5f33a4660709cbee9ccf268a27>>
 * @relayHash fa6e548bc11de1a352a52f291adcb93f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID fa6e548bc11de1a352a52f291adcb93f

import type { ConcreteRequest } from 'relay-runtime';
export type UpdateFooterAddressInput = {
  footerEmail?: string | null | undefined;
  footerPhone?: string | null | undefined;
  footeraddress?: string | null | undefined;
  version?: number | null | undefined;
};
export type contentFooterAddressUpdateMutation$variables = {
  id: string;
  input: UpdateFooterAddressInput;
};
export type contentFooterAddressUpdateMutation$data = {
  readonly updateFooterAddress: {
    readonly footerEmail: string;
    readonly footerPhone: string;
    readonly footeraddress: string;
    readonly id: string;
  };
};
export type contentFooterAddressUpdateMutation = {
  response: contentFooterAddressUpdateMutation$data;
  variables: contentFooterAddressUpdateMutation$variables;
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
    "concreteType": "FooterAddress",
    "kind": "LinkedField",
    "name": "updateFooterAddress",
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
    "name": "contentFooterAddressUpdateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "contentFooterAddressUpdateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "fa6e548bc11de1a352a52f291adcb93f",
    "metadata": {},
    "name": "contentFooterAddressUpdateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "a45f68437210484022801469581cd769";

export default node;
