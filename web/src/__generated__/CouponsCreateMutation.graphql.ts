/**
 * @generated SignedSource<<658b56616c52a8376e8ac727a2f21495>>
 * @relayHash 276f27251f6708e7136be162d3d4db08
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 276f27251f6708e7136be162d3d4db08

import type { ConcreteRequest } from 'relay-runtime';
export type CouponDuration = "every_period" | "first_period" | "%future added value";
export type CouponKind = "fixed" | "percent" | "%future added value";
export type CreateCouponInput = {
  active?: boolean | null | undefined;
  amount: string;
  code: string;
  duration?: CouponDuration | null | undefined;
  expiresAt?: string | null | undefined;
  kind: CouponKind;
  maxUses?: number | null | undefined;
  planID?: string | null | undefined;
};
export type CouponsCreateMutation$variables = {
  input: CreateCouponInput;
};
export type CouponsCreateMutation$data = {
  readonly createCoupon: {
    readonly code: string;
    readonly id: string;
  };
};
export type CouponsCreateMutation = {
  response: CouponsCreateMutation$data;
  variables: CouponsCreateMutation$variables;
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
    "concreteType": "Coupon",
    "kind": "LinkedField",
    "name": "createCoupon",
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
        "name": "code",
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
    "name": "CouponsCreateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "CouponsCreateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "276f27251f6708e7136be162d3d4db08",
    "metadata": {},
    "name": "CouponsCreateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "eb0c0d322c9cf48e2ccb0b375bcc86bf";

export default node;
