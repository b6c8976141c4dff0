/**
 * @generated SignedSource<<ebdbea1c028719276e6a009c90bc1ee1>>
 * @relayHash cdaa4134a0db71057fab15c910e8510d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID cdaa4134a0db71057fab15c910e8510d

import type { ConcreteRequest } from 'relay-runtime';
export type CreateTeamMemberInput = {
  facebookLink: string;
  linkedinLink: string;
  memberImg: string;
  memberPosition: string;
  membername: string;
  twitterLink: string;
  youtubeLink: string;
};
export type contentTeamMemberCreateMutation$variables = {
  input: CreateTeamMemberInput;
};
export type contentTeamMemberCreateMutation$data = {
  readonly createTeamMember: {
    readonly facebookLink: string;
    readonly id: string;
    readonly linkedinLink: string;
    readonly memberImg: string;
    readonly memberPosition: string;
    readonly membername: string;
    readonly twitterLink: string;
    readonly version: number;
    readonly youtubeLink: string;
  };
};
export type contentTeamMemberCreateMutation = {
  response: contentTeamMemberCreateMutation$data;
  variables: contentTeamMemberCreateMutation$variables;
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
    "concreteType": "TeamMember",
    "kind": "LinkedField",
    "name": "createTeamMember",
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
        "name": "facebookLink",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "twitterLink",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "linkedinLink",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "youtubeLink",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "memberImg",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "membername",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "memberPosition",
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
    "name": "contentTeamMemberCreateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "contentTeamMemberCreateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "cdaa4134a0db71057fab15c910e8510d",
    "metadata": {},
    "name": "contentTeamMemberCreateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "c5702c78e2586f008085dd9a6381bb4f";

export default node;
