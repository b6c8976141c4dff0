/**
 * @generated SignedSource<<1360ca529f97062bd05d1c32e1c0af90>>
 * @relayHash fad526fdefa05245c3a85f3405fe8404
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID fad526fdefa05245c3a85f3405fe8404

import type { ConcreteRequest } from 'relay-runtime';
export type UpdateServiceItemInput = {
  serviceDetails?: string | null | undefined;
  serviceIcon?: string | null | undefined;
  serviceTitle?: string | null | undefined;
  version?: number | null | undefined;
};
export type contentServiceItemUpdateMutation$variables = {
  id: string;
  input: UpdateServiceItemInput;
};
export type contentServiceItemUpdateMutation$data = {
  readonly updateServiceItem: {
    readonly id: string;
    readonly serviceDetails: string;
    readonly serviceIcon: string;
    readonly serviceTitle: string;
  };
};
export type contentServiceItemUpdateMutation = {
  response: contentServiceItemUpdateMutation$data;
  variables: contentServiceItemUpdateMutation$variables;
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
        "name": "serviceIcon",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "serviceTitle",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "serviceDetails",
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
    "name": "contentServiceItemUpdateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "contentServiceItemUpdateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "fad526fdefa05245c3a85f3405fe8404",
    "metadata": {},
    "name": "contentServiceItemUpdateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "269700c4eabfdfc519d5fea269391e36";

export default node;
