/**
 * @generated SignedSource<<e7af63983383295291d746a78e50b23b>>
 * @relayHash d01f644123ecd50bf66655707ebd0e5d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d01f644123ecd50bf66655707ebd0e5d

import type { ConcreteRequest } from 'relay-runtime';
export type CreateFooterAboutInput = {
  aboutFooterDetails: string;
  aboutFooterText: string;
};
export type FooterAboutAdminCreateMutation$variables = {
  input: CreateFooterAboutInput;
};
export type FooterAboutAdminCreateMutation$data = {
  readonly createFooterAbout: {
    readonly aboutFooterDetails: string;
    readonly aboutFooterText: string;
    readonly id: string;
  };
};
export type FooterAboutAdminCreateMutation = {
  response: FooterAboutAdminCreateMutation$data;
  variables: FooterAboutAdminCreateMutation$variables;
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
    "name": "FooterAboutAdminCreateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "FooterAboutAdminCreateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "d01f644123ecd50bf66655707ebd0e5d",
    "metadata": {},
    "name": "FooterAboutAdminCreateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "14fede4281e8ce9104d126aa183f3d1f";

export default node;
