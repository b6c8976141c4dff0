/**
 * @generated SignedSource<<14e4b2ab424fce35946a571b4b257033>>
 * @relayHash 0991951bc60ad94db6e9dd8c44c7c341
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0991951bc60ad94db6e9dd8c44c7c341

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
    "id": "0991951bc60ad94db6e9dd8c44c7c341",
    "metadata": {},
    "name": "contentFooterAboutCreateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "f7e9eeac99aefa1ee82ecbda4a0fb41e";

export default node;
