/**
 * @generated SignedSource<<ad783714e502a76f199a2d8b6c388bf9>>
 * @relayHash 6c765a2c027f638285a4895e501a2c1d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6c765a2c027f638285a4895e501a2c1d

import type { ConcreteRequest } from 'relay-runtime';
export type CreateSiteIdentityInput = {
  legalAddress?: string | null | undefined;
  legalName?: string | null | undefined;
  siteName: string;
  socialImage?: string | null | undefined;
  tagline: string;
  taxID?: string | null | undefined;
};
export type contentSiteIdentityCreateMutation$variables = {
  input: CreateSiteIdentityInput;
};
export type contentSiteIdentityCreateMutation$data = {
  readonly createSiteIdentity: {
    readonly id: string;
    readonly legalAddress: string;
    readonly legalName: string;
    readonly siteName: string;
    readonly socialImage: string;
    readonly tagline: string;
    readonly taxID: string;
    readonly version: number;
  };
};
export type contentSiteIdentityCreateMutation = {
  response: contentSiteIdentityCreateMutation$data;
  variables: contentSiteIdentityCreateMutation$variables;
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
    "concreteType": "SiteIdentity",
    "kind": "LinkedField",
    "name": "createSiteIdentity",
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
        "name": "siteName",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "tagline",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "legalName",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "legalAddress",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "taxID",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "socialImage",
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
    "name": "contentSiteIdentityCreateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "contentSiteIdentityCreateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "6c765a2c027f638285a4895e501a2c1d",
    "metadata": {},
    "name": "contentSiteIdentityCreateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "f1ea97c7681bf0aa1c7323018b8db63c";

export default node;
