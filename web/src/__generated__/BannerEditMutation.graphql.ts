/**
 * @generated SignedSource<<272591d3a87197383fa2bbfe16a759d2>>
 * @relayHash 7da27def4e62f680cb2312ffc301eab3
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7da27def4e62f680cb2312ffc301eab3

import type { ConcreteRequest } from 'relay-runtime';
export type UpdateBannerInput = {
  bannerDetails?: string | null | undefined;
  bannerHeading?: string | null | undefined;
  bannerImage?: string | null | undefined;
  buttonLink?: string | null | undefined;
  youtubeLink?: string | null | undefined;
};
export type BannerEditMutation$variables = {
  id: string;
  input: UpdateBannerInput;
};
export type BannerEditMutation$data = {
  readonly updateBanner: {
    readonly bannerDetails: string;
    readonly bannerHeading: string;
    readonly bannerImage: string;
    readonly buttonLink: string;
    readonly id: string;
    readonly youtubeLink: string;
  };
};
export type BannerEditMutation = {
  response: BannerEditMutation$data;
  variables: BannerEditMutation$variables;
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
    "concreteType": "Banner",
    "kind": "LinkedField",
    "name": "updateBanner",
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
    "name": "BannerEditMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "BannerEditMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "7da27def4e62f680cb2312ffc301eab3",
    "metadata": {},
    "name": "BannerEditMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "bfc43a6915c889115c47b89ecfc620a4";

export default node;
