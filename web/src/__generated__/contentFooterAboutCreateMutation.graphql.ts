/**
 * @generated SignedSource<<3524e18838ef5b3dec291a0db0a8ba34>>
 * @relayHash 2dadefd4ea4f08e136710118e37303d3
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2dadefd4ea4f08e136710118e37303d3

import type { ConcreteRequest } from 'relay-runtime';
export type CreateFooterAboutInput = {
  aboutFooterDetails: string;
  aboutFooterText: string;
};
export type contentFooterAboutCreateMutation$variables = {
  input: CreateFooterAboutInput;
};
export type contentFooterAboutCreateMutation$data = {
  readonly createFooterAbout: {
    readonly aboutFooterDetails: string;
    readonly aboutFooterText: string;
    readonly id: string;
    readonly version: number;
  };
};
export type contentFooterAboutCreateMutation = {
  response: contentFooterAboutCreateMutation$data;
  variables: contentFooterAboutCreateMutation$variables;
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
    "concreteType": "FooterAbout",
    "kind": "LinkedField",
    "name": "createFooterAbout",
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
        "name": "aboutFooterText",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "aboutFooterDetails",
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
    "name": "contentFooterAboutCreateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "contentFooterAboutCreateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "2dadefd4ea4f08e136710118e37303d3",
    "metadata": {},
    "name": "contentFooterAboutCreateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "5ea5b154432638cd0781603c1e7c0dfb";

export default node;
