/**
 * @generated SignedSource<<feb76755858a5c64803c6be9d1943eaf>>
 * @relayHash 60e92301c0324523c7f6296c2b89b945
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 60e92301c0324523c7f6296c2b89b945

import type { ConcreteRequest } from 'relay-runtime';
export type UpdateTeamMemberInput = {
  facebookLink?: string | null | undefined;
  linkedinLink?: string | null | undefined;
  memberImg?: string | null | undefined;
  memberPosition?: string | null | undefined;
  membername?: string | null | undefined;
  twitterLink?: string | null | undefined;
  youtubeLink?: string | null | undefined;
};
export type TeamMemberEditMutation$variables = {
  id: string;
  input: UpdateTeamMemberInput;
};
export type TeamMemberEditMutation$data = {
  readonly updateTeamMember: {
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
export type TeamMemberEditMutation = {
  response: TeamMemberEditMutation$data;
  variables: TeamMemberEditMutation$variables;
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
    "name": "TeamMemberEditMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "TeamMemberEditMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "60e92301c0324523c7f6296c2b89b945",
    "metadata": {},
    "name": "TeamMemberEditMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "9a080b9d2369b8c8c1f96a69e23fd6b7";

export default node;
