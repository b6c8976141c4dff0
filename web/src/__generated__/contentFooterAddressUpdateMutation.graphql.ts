/**
 * @generated SignedSource<<178a95abbdb99c6e6967206cf834d030>>
 * @relayHash 816cb5e1b239afe2fc14fe7d1d06cf06
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 816cb5e1b239afe2fc14fe7d1d06cf06

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
    readonly version: number;
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
    "id": "816cb5e1b239afe2fc14fe7d1d06cf06",
    "metadata": {},
    "name": "contentFooterAddressUpdateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "5befc5601d783fc72dbf06c89720a438";

export default node;
