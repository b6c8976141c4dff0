/**
 * @generated SignedSource<<60ad90800ce903f5b678cef10140e74a>>
 * @relayHash 74aeb8b3183059e372b4d90505789a6e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 74aeb8b3183059e372b4d90505789a6e

import type { ConcreteRequest } from 'relay-runtime';
export type UpdateBannerInput = {
  bannerDetails?: string | null | undefined;
  bannerHeading?: string | null | undefined;
  bannerImage?: string | null | undefined;
  buttonLink?: string | null | undefined;
  version?: number | null | undefined;
  youtubeLink?: string | null | undefined;
};
export type contentBannerUpdateMutation$variables = {
  id: string;
  input: UpdateBannerInput;
};
export type contentBannerUpdateMutation$data = {
  readonly updateBanner: {
    readonly bannerDetails: string;
    readonly bannerHeading: string;
    readonly bannerImage: string;
    readonly buttonLink: string;
    readonly id: string;
    readonly youtubeLink: string;
  };
};
export type contentBannerUpdateMutation = {
  response: contentBannerUpdateMutation$data;
  variables: contentBannerUpdateMutation$variables;
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
    "name": "contentBannerUpdateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "contentBannerUpdateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "74aeb8b3183059e372b4d90505789a6e",
    "metadata": {},
    "name": "contentBannerUpdateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "c35b2e6722be9e734fdd7f5aa06c3690";

export default node;
