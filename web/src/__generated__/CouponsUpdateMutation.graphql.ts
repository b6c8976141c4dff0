/**
 * @generated SignedSource<<310c98fac75323b263d4b546e8e7a08a>>
 * @relayHash 3047b3c139a0864d4495a23c89407ec6
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3047b3c139a0864d4495a23c89407ec6

import type { ConcreteRequest } from 'relay-runtime';
export type CouponDuration = "every_period" | "first_period" | "%future added value";
export type CouponKind = "fixed" | "percent" | "%future added value";
export type UpdateCouponInput = {
  active?: boolean | null | undefined;
  amount?: string | null | undefined;
  clearExpiresAt?: boolean | null | undefined;
  clearMaxUses?: boolean | null | undefined;
  clearPlan?: boolean | null | undefined;
  code?: string | null | undefined;
  duration?: CouponDuration | null | undefined;
  expiresAt?: string | null | undefined;
  kind?: CouponKind | null | undefined;
  maxUses?: number | null | undefined;
  planID?: string | null | undefined;
};
export type CouponsUpdateMutation$variables = {
  id: string;
  input: UpdateCouponInput;
};
export type CouponsUpdateMutation$data = {
  readonly updateCoupon: {
    readonly active: boolean;
    readonly amount: string;
    readonly code: string;
    readonly duration: CouponDuration;
    readonly expiresAt: string | null | undefined;
    readonly id: string;
    readonly kind: CouponKind;
    readonly maxUses: number | null | undefined;
    readonly planID: string | null | undefined;
    readonly uses: number;
  };
};
export type CouponsUpdateMutation = {
  response: CouponsUpdateMutation$data;
  variables: CouponsUpdateMutation$variables;
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
    "concreteType": "Coupon",
    "kind": "LinkedField",
    "name": "updateCoupon",
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
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "kind",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "amount",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "planID",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "expiresAt",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "maxUses",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "uses",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "duration",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "active",
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
    "name": "CouponsUpdateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "CouponsUpdateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "3047b3c139a0864d4495a23c89407ec6",
    "metadata": {},
    "name": "CouponsUpdateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "fb821161e10344a6d3b4bd4f22c0d097";

export default node;
