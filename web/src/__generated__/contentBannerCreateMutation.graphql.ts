/**
 * @generated SignedSource<<ee3670d2ddf32f53286233991b506d95>>
 * @relayHash 8b937fc935b7d68b9593fce0f947adf5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8b937fc935b7d68b9593fce0f947adf5

import type { ConcreteRequest } from 'relay-runtime';
export type CreateBannerInput = {
  bannerDetails: string;
  bannerHeading: string;
  bannerImage: string;
  buttonLink: string;
  youtubeLink: string;
};
export type contentBannerCreateMutation$variables = {
  input: CreateBannerInput;
};
export type contentBannerCreateMutation$data = {
  readonly createBanner: {
    readonly bannerDetails: string;
    readonly bannerHeading: string;
    readonly bannerImage: string;
    readonly buttonLink: string;
    readonly id: string;
    readonly version: number;
    readonly youtubeLink: string;
  };
};
export type contentBannerCreateMutation = {
  response: contentBannerCreateMutation$data;
  variables: contentBannerCreateMutation$variables;
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
        "name": "version",
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
    "name": "contentBannerCreateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "contentBannerCreateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "8b937fc935b7d68b9593fce0f947adf5",
    "metadata": {},
    "name": "contentBannerCreateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "be76ce6082d98fdaf0988fa7f02e9ef2";

export default node;
