/**
 * @generated SignedSource<<146f327c538dd9391c0d070038820f02>>
 * @relayHash 3878308af7828a6beb6dd6953a971777
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3878308af7828a6beb6dd6953a971777

import type { ConcreteRequest } from 'relay-runtime';
export type UpdateLogoInput = {
  logo?: string | null | undefined;
};
export type LogoEditMutation$variables = {
  id: string;
  input: UpdateLogoInput;
};
export type LogoEditMutation$data = {
  readonly updateLogo: {
    readonly id: string;
    readonly logo: string;
  };
};
export type LogoEditMutation = {
  response: LogoEditMutation$data;
  variables: LogoEditMutation$variables;
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
    "concreteType": "Logo",
    "kind": "LinkedField",
    "name": "updateLogo",
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
        "name": "logo",
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
    "name": "LogoEditMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "LogoEditMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "3878308af7828a6beb6dd6953a971777",
    "metadata": {},
    "name": "LogoEditMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "6191474ec3d476f794057743d5b6180d";

export default node;
