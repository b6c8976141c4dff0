/**
 * @generated SignedSource<<6102fdc6b7c56f1ae0e74c6647d83c38>>
 * @relayHash 8e3b522da1226463ba5f5ca7ec90fe0d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8e3b522da1226463ba5f5ca7ec90fe0d

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
    "id": "8e3b522da1226463ba5f5ca7ec90fe0d",
    "metadata": {},
    "name": "contentBannerCreateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "9e89bf7a3c4ef7ed340dc219581026e0";

export default node;
