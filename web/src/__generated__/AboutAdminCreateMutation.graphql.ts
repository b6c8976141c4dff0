/**
 * @generated SignedSource<<b17b6c0f13c9053e9da15ad1ee64486f>>
 * @relayHash 5ecd7e620026634936a8c467746a5fba
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5ecd7e620026634936a8c467746a5fba

import type { ConcreteRequest } from 'relay-runtime';
export type CreateAboutInput = {
  aboutDetails: string;
  aboutHeading: string;
  aboutImg: string;
  aboutPointhree: string;
  aboutPointone: string;
  aboutPointwo: string;
  aboutText: string;
};
export type AboutAdminCreateMutation$variables = {
  input: CreateAboutInput;
};
export type AboutAdminCreateMutation$data = {
  readonly createAbout: {
    readonly aboutDetails: string;
    readonly aboutHeading: string;
    readonly aboutImg: string;
    readonly aboutPointhree: string;
    readonly aboutPointone: string;
    readonly aboutPointwo: string;
    readonly aboutText: string;
    readonly id: string;
  };
};
export type AboutAdminCreateMutation = {
  response: AboutAdminCreateMutation$data;
  variables: AboutAdminCreateMutation$variables;
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
    "concreteType": "About",
    "kind": "LinkedField",
    "name": "createAbout",
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
        "name": "aboutImg",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "aboutHeading",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "aboutText",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "aboutDetails",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "aboutPointone",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "aboutPointwo",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "aboutPointhree",
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
    "name": "AboutAdminCreateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AboutAdminCreateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "5ecd7e620026634936a8c467746a5fba",
    "metadata": {},
    "name": "AboutAdminCreateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "f16efe2fa19a2752320c2c59d56545ef";

export default node;
