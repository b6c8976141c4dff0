/**
 * @generated SignedSource<<392f7ece80fa7ba0530f098c984f6aec>>
 * @relayHash 5bdecd33eaebd701027ee6f240406e69
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5bdecd33eaebd701027ee6f240406e69

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
    "id": "5bdecd33eaebd701027ee6f240406e69",
    "metadata": {},
    "name": "contentLogoCreateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "db4f9a8634f8b616b2bf88e101bfe51f";

export default node;
