/**
 * @generated SignedSource<<77a24612a9968ec79cc586e831401966>>
 * @relayHash e6194fd0b7dfadd9635aec1e44683e70
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e6194fd0b7dfadd9635aec1e44683e70

import type { ConcreteRequest } from 'relay-runtime';
export type UpdateLogoInput = {
  logo?: string | null | undefined;
  version?: number | null | undefined;
};
export type contentLogoUpdateMutation$variables = {
  id: string;
  input: UpdateLogoInput;
};
export type contentLogoUpdateMutation$data = {
  readonly updateLogo: {
    readonly id: string;
    readonly logo: string;
  };
};
export type contentLogoUpdateMutation = {
  response: contentLogoUpdateMutation$data;
  variables: contentLogoUpdateMutation$variables;
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
    "name": "contentLogoUpdateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "contentLogoUpdateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "e6194fd0b7dfadd9635aec1e44683e70",
    "metadata": {},
    "name": "contentLogoUpdateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "09712bfccf960d9419ca4979f5890d92";

export default node;
