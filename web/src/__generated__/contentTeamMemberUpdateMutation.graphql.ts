/**
 * @generated SignedSource<<7df3c842b42f987f9ce692a4118289b7>>
 * @relayHash 71307a21af08208944c581e910cba1ef
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 71307a21af08208944c581e910cba1ef

import type { ConcreteRequest } from 'relay-runtime';
export type UpdateTeamMemberInput = {
  facebookLink?: string | null | undefined;
  linkedinLink?: string | null | undefined;
  memberImg?: string | null | undefined;
  memberPosition?: string | null | undefined;
  membername?: string | null | undefined;
  twitterLink?: string | null | undefined;
  version?: number | null | undefined;
  youtubeLink?: string | null | undefined;
};
export type contentTeamMemberUpdateMutation$variables = {
  id: string;
  input: UpdateTeamMemberInput;
};
export type contentTeamMemberUpdateMutation$data = {
  readonly updateTeamMember: {
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
export type contentTeamMemberUpdateMutation = {
  response: contentTeamMemberUpdateMutation$data;
  variables: contentTeamMemberUpdateMutation$variables;
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
    "concreteType": "TeamMember",
    "kind": "LinkedField",
    "name": "updateTeamMember",
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
    "name": "contentTeamMemberUpdateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "contentTeamMemberUpdateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "71307a21af08208944c581e910cba1ef",
    "metadata": {},
    "name": "contentTeamMemberUpdateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "f7f0b71d6e260a747722c243cc4054ab";

export default node;
