/**
 * @generated SignedSource<<68e61fd67ded44cbe0eeb11fd2a69bf2>>
 * @relayHash 8808ed36b1987020d695a5d026ac4c60
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8808ed36b1987020d695a5d026ac4c60

import type { ConcreteRequest } from 'relay-runtime';
export type BillingPeriod = "monthly" | "one_time" | "yearly" | "%future added value";
export type PackageName = "Basic" | "Premium" | "Standard" | "%future added value";
export type UpdatePricingPackageInput = {
  billingPeriod?: BillingPeriod | null | undefined;
  packageButtonText?: string | null | undefined;
  packageDetails?: string | null | undefined;
  packageName?: PackageName | null | undefined;
  packagePointEight?: string | null | undefined;
  packagePointFive?: string | null | undefined;
  packagePointFour?: string | null | undefined;
  packagePointNine?: string | null | undefined;
  packagePointOne?: string | null | undefined;
  packagePointSeven?: string | null | undefined;
  packagePointSix?: string | null | undefined;
  packagePointTen?: string | null | undefined;
  packagePointThree?: string | null | undefined;
  packagePointTwo?: string | null | undefined;
  packagePrice?: string | null | undefined;
  version?: number | null | undefined;
};
export type contentPricingPackageUpdateMutation$variables = {
  id: string;
  input: UpdatePricingPackageInput;
};
export type contentPricingPackageUpdateMutation$data = {
  readonly updatePricingPackage: {
    readonly billingPeriod: BillingPeriod;
    readonly id: string;
    readonly packageButtonText: string;
    readonly packageDetails: string;
    readonly packageName: PackageName;
    readonly packagePointEight: string;
    readonly packagePointFive: string;
    readonly packagePointFour: string;
    readonly packagePointNine: string;
    readonly packagePointOne: string;
    readonly packagePointSeven: string;
    readonly packagePointSix: string;
    readonly packagePointTen: string;
    readonly packagePointThree: string;
    readonly packagePointTwo: string;
    readonly packagePrice: string;
    readonly version: number;
  };
};
export type contentPricingPackageUpdateMutation = {
  response: contentPricingPackageUpdateMutation$data;
  variables: contentPricingPackageUpdateMutation$variables;
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
    "concreteType": "PricingPackage",
    "kind": "LinkedField",
    "name": "updatePricingPackage",
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
        "name": "packageName",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "packageDetails",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "packagePrice",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "billingPeriod",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "packageButtonText",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "packagePointOne",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "packagePointTwo",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "packagePointThree",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "packagePointFour",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "packagePointFive",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "packagePointSix",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "packagePointSeven",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "packagePointEight",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "packagePointNine",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "packagePointTen",
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
    "name": "contentPricingPackageUpdateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "contentPricingPackageUpdateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "8808ed36b1987020d695a5d026ac4c60",
    "metadata": {},
    "name": "contentPricingPackageUpdateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "ff2337916798579ab434b0d894b2c244";

export default node;
