/**
 * @generated SignedSource<<dad9cb11a70eab620ada507ad9528abf>>
 * @relayHash 1e154976f2e8bc8938d1ac974f380b24
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1e154976f2e8bc8938d1ac974f380b24

import type { ConcreteRequest } from 'relay-runtime';
export type UpdateServiceItemInput = {
  serviceDetails?: string | null | undefined;
  serviceIcon?: string | null | undefined;
  serviceTitle?: string | null | undefined;
  version?: number | null | undefined;
};
export type useAdminMutationTestUpdateMutation$variables = {
  id: string;
  input: UpdateServiceItemInput;
};
export type useAdminMutationTestUpdateMutation$data = {
  readonly updateServiceItem: {
    readonly id: string;
    readonly serviceTitle: string;
  };
};
export type useAdminMutationTestUpdateMutation = {
  response: useAdminMutationTestUpdateMutation$data;
  variables: useAdminMutationTestUpdateMutation$variables;
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
    "concreteType": "ServiceItem",
    "kind": "LinkedField",
    "name": "updateServiceItem",
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
        "name": "serviceTitle",
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
    "name": "useAdminMutationTestUpdateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useAdminMutationTestUpdateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "1e154976f2e8bc8938d1ac974f380b24",
    "metadata": {},
    "name": "useAdminMutationTestUpdateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "ff549f6c36c324c082a268f682e4f6b2";

export default node;
