/**
 * @generated SignedSource<<312afefc7c7a915908c58b6c667bd783>>
 * @relayHash abfc1745809c8a21d3adf1b07497a849
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID abfc1745809c8a21d3adf1b07497a849

import type { ConcreteRequest } from 'relay-runtime';
export type CreateFooterAddressInput = {
  footerEmail: string;
  footerPhone: string;
  footeraddress: string;
};
export type FooterAddressAdminCreateMutation$variables = {
  input: CreateFooterAddressInput;
};
export type FooterAddressAdminCreateMutation$data = {
  readonly createFooterAddress: {
    readonly footerEmail: string;
    readonly footerPhone: string;
    readonly footeraddress: string;
    readonly id: string;
  };
};
export type FooterAddressAdminCreateMutation = {
  response: FooterAddressAdminCreateMutation$data;
  variables: FooterAddressAdminCreateMutation$variables;
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
    "name": "FooterAddressAdminCreateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "FooterAddressAdminCreateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "abfc1745809c8a21d3adf1b07497a849",
    "metadata": {},
    "name": "FooterAddressAdminCreateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "747e990ffa8840320434bc981139c653";

export default node;
