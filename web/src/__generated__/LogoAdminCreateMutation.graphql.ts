/**
 * @generated SignedSource<<a82ce9f063d5ef9584659ab5db9a8477>>
 * @relayHash 46c6358cb24c7ebd40ff319609a52c05
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 46c6358cb24c7ebd40ff319609a52c05

import type { ConcreteRequest } from 'relay-runtime';
export type CreateLogoInput = {
  logo: string;
};
export type LogoAdminCreateMutation$variables = {
  input: CreateLogoInput;
};
export type LogoAdminCreateMutation$data = {
  readonly createLogo: {
    readonly id: string;
    readonly logo: string;
  };
};
export type LogoAdminCreateMutation = {
  response: LogoAdminCreateMutation$data;
  variables: LogoAdminCreateMutation$variables;
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
    "name": "LogoAdminCreateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "LogoAdminCreateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "46c6358cb24c7ebd40ff319609a52c05",
    "metadata": {},
    "name": "LogoAdminCreateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "48e8ad1486a525eab805a09ef0997020";

export default node;
