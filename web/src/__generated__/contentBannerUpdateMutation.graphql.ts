/**
 * @generated SignedSource<<2191dc4611e2dbcaa1403ae6febff253>>
 * @relayHash 46e899fadfca089fd77d58ce7c0f0419
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 46e899fadfca089fd77d58ce7c0f0419

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
    readonly version: number;
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
    "id": "46e899fadfca089fd77d58ce7c0f0419",
    "metadata": {},
    "name": "contentBannerUpdateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "63685f7eacf1916c81061881ebd196a5";

export default node;
