/**
 * @generated SignedSource<<5ed7b8b1bd0a88d44acb86e66fcc06ff>>
 * @relayHash 20a8092bbba492580e2eacc698589a0b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 20a8092bbba492580e2eacc698589a0b

import type { ConcreteRequest } from 'relay-runtime';
export type UpdatePricingPackageInput = {
  packageButtonText?: string | null | undefined;
  packageDetails?: string | null | undefined;
  packageName?: string | null | undefined;
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
};
export type PackageEditMutation$variables = {
  id: string;
  input: UpdatePricingPackageInput;
};
export type PackageEditMutation$data = {
  readonly updatePricingPackage: {
    readonly id: string;
    readonly packageButtonText: string;
    readonly packageDetails: string;
    readonly packageName: string;
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
  };
};
export type PackageEditMutation = {
  response: PackageEditMutation$data;
  variables: PackageEditMutation$variables;
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
    "name": "PackageEditMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "PackageEditMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "20a8092bbba492580e2eacc698589a0b",
    "metadata": {},
    "name": "PackageEditMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "6922362cc61772f6d0a156cab88a04d4";

export default node;
