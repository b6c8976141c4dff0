/**
 * @generated SignedSource<<e459ae6f1a8c7ccb0d0bbce925ee898e>>
 * @relayHash ec35410ab11adef7accf9d58f5969204
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ec35410ab11adef7accf9d58f5969204

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type DesignFormat = "Facebook" | "Instagram" | "YouTube" | "%future added value";
export type FreeOrPaid = "Free" | "Paid" | "%future added value";
export type CreateDesignItemInput = {
  canvaLink: string;
  category: string;
  format: DesignFormat;
  freeOrPaid: FreeOrPaid;
  imageLink: string;
};
export type AddItemCreateMutation$variables = {
  input: CreateDesignItemInput;
};
export type AddItemCreateMutation$data = {
  readonly createDesignItem: {
    readonly " $fragmentSpreads": FragmentRefs<"AddItem_designItem">;
  };
};
export type AddItemCreateMutation = {
  response: AddItemCreateMutation$data;
  variables: AddItemCreateMutation$variables;
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
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = [
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
    "name": "format",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "category",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "freeOrPaid",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "imageLink",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "canvaLink",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "AddItemCreateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "DesignItem",
        "kind": "LinkedField",
        "name": "createDesignItem",
        "plural": false,
        "selections": [
          {
            "kind": "InlineDataFragmentSpread",
            "name": "AddItem_designItem",
            "selections": (v2/*:: as any*/),
            "args": null,
            "argumentDefinitions": []
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AddItemCreateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "DesignItem",
        "kind": "LinkedField",
        "name": "createDesignItem",
        "plural": false,
        "selections": (v2/*:: as any*/),
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "ec35410ab11adef7accf9d58f5969204",
    "metadata": {},
    "name": "AddItemCreateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "501c9129d4c14a7509be4ec114fcef91";

export default node;
