/**
 * @generated SignedSource<<c6aa45716d3e181312a61c2661e94275>>
 * @relayHash fbd4b63fcd990983a089162311aabe38
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID fbd4b63fcd990983a089162311aabe38

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
    "id": "fbd4b63fcd990983a089162311aabe38",
    "metadata": {},
    "name": "contentFooterAddressCreateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "7d22813ab81d1f7776daf069ac405bf4";

export default node;
