/**
 * @generated SignedSource<<e63a42352cf941d0d049238f9e0bd78a>>
 * @relayHash 5c339b325ec9f43a0e73f5e1ab026216
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5c339b325ec9f43a0e73f5e1ab026216

import type { ConcreteRequest } from 'relay-runtime';
export type UpdateFooterAddressInput = {
  footerEmail?: string | null | undefined;
  footerPhone?: string | null | undefined;
  footeraddress?: string | null | undefined;
};
export type FooterAddressEditMutation$variables = {
  id: string;
  input: UpdateFooterAddressInput;
};
export type FooterAddressEditMutation$data = {
  readonly updateFooterAddress: {
    readonly footerEmail: string;
    readonly footerPhone: string;
    readonly footeraddress: string;
    readonly id: string;
  };
};
export type FooterAddressEditMutation = {
  response: FooterAddressEditMutation$data;
  variables: FooterAddressEditMutation$variables;
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
    "name": "FooterAddressEditMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "FooterAddressEditMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "5c339b325ec9f43a0e73f5e1ab026216",
    "metadata": {},
    "name": "FooterAddressEditMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "bb9c9603a178893d6fe51915080585cc";

export default node;
