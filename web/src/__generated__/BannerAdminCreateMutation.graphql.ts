/**
 * @generated SignedSource<<0d434e61cd8d65dfb7b90d014817f3c2>>
 * @relayHash 5d76d4b37201370d756df3c57a1ff9c9
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5d76d4b37201370d756df3c57a1ff9c9

import type { ConcreteRequest } from 'relay-runtime';
export type CreateBannerInput = {
  bannerDetails: string;
  bannerHeading: string;
  bannerImage: string;
  buttonLink: string;
  youtubeLink: string;
};
export type BannerAdminCreateMutation$variables = {
  input: CreateBannerInput;
};
export type BannerAdminCreateMutation$data = {
  readonly createBanner: {
    readonly bannerDetails: string;
    readonly bannerHeading: string;
    readonly bannerImage: string;
    readonly buttonLink: string;
    readonly id: string;
    readonly youtubeLink: string;
  };
};
export type BannerAdminCreateMutation = {
  response: BannerAdminCreateMutation$data;
  variables: BannerAdminCreateMutation$variables;
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
    "concreteType": "Banner",
    "kind": "LinkedField",
    "name": "createBanner",
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
        "name": "bannerHeading",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "bannerDetails",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "bannerImage",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "buttonLink",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "youtubeLink",
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
    "name": "BannerAdminCreateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "BannerAdminCreateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "5d76d4b37201370d756df3c57a1ff9c9",
    "metadata": {},
    "name": "BannerAdminCreateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "c222adba84cfec7df97aab32b2f7f711";

export default node;
