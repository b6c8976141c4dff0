/**
 * @generated SignedSource<<14f3c99a1af17f92a24e4c636d926b5a>>
 * @relayHash fdedcfd39985ccffabbaa87f85183e1f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID fdedcfd39985ccffabbaa87f85183e1f

import type { ConcreteRequest } from 'relay-runtime';
export type CreateLogoInput = {
  logo: string;
};
export type contentLogoCreateMutation$variables = {
  input: CreateLogoInput;
};
export type contentLogoCreateMutation$data = {
  readonly createLogo: {
    readonly id: string;
    readonly logo: string;
    readonly version: number;
  };
};
export type contentLogoCreateMutation = {
  response: contentLogoCreateMutation$data;
  variables: contentLogoCreateMutation$variables;
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
    "concreteType": "Logo",
    "kind": "LinkedField",
    "name": "createLogo",
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
    "name": "contentLogoCreateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "contentLogoCreateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "fdedcfd39985ccffabbaa87f85183e1f",
    "metadata": {},
    "name": "contentLogoCreateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "0676001020a31b72aa7b64e2775c3b85";

export default node;
