/**
 * @generated SignedSource<<18c240269b9f65157b4270213f6e8121>>
 * @relayHash 4fb82cd263287eec3161c4c1efecac34
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4fb82cd263287eec3161c4c1efecac34

import type { ConcreteRequest } from 'relay-runtime';
export type UpdateSiteIdentityInput = {
  legalAddress?: string | null | undefined;
  legalName?: string | null | undefined;
  siteName?: string | null | undefined;
  socialImage?: string | null | undefined;
  tagline?: string | null | undefined;
  taxID?: string | null | undefined;
  version?: number | null | undefined;
};
export type contentSiteIdentityUpdateMutation$variables = {
  id: string;
  input: UpdateSiteIdentityInput;
};
export type contentSiteIdentityUpdateMutation$data = {
  readonly updateSiteIdentity: {
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
export type contentSiteIdentityUpdateMutation = {
  response: contentSiteIdentityUpdateMutation$data;
  variables: contentSiteIdentityUpdateMutation$variables;
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
    "concreteType": "SiteIdentity",
    "kind": "LinkedField",
    "name": "updateSiteIdentity",
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
    "name": "contentSiteIdentityUpdateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "contentSiteIdentityUpdateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "4fb82cd263287eec3161c4c1efecac34",
    "metadata": {},
    "name": "contentSiteIdentityUpdateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "fb3e73345ad7f43c3c3e943daad624d2";

export default node;
