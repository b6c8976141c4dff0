/**
 * @generated SignedSource<<8ad4885f54dfb7b8349a2ffda38ac386>>
 * @relayHash dbcab58253f0f55af63a59b61647cf8f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID dbcab58253f0f55af63a59b61647cf8f

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
export type VideoAdminMemberMutation$variables = {
  input: CreateTeamMemberInput;
};
export type VideoAdminMemberMutation$data = {
  readonly createTeamMember: {
    readonly facebookLink: string;
    readonly id: string;
    readonly linkedinLink: string;
    readonly memberImg: string;
    readonly memberPosition: string;
    readonly membername: string;
    readonly twitterLink: string;
    readonly youtubeLink: string;
  };
};
export type VideoAdminMemberMutation = {
  response: VideoAdminMemberMutation$data;
  variables: VideoAdminMemberMutation$variables;
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
    "name": "VideoAdminMemberMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "VideoAdminMemberMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "dbcab58253f0f55af63a59b61647cf8f",
    "metadata": {},
    "name": "VideoAdminMemberMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "37ff8d0b061b514d31a9ba3ff864b15d";

export default node;
