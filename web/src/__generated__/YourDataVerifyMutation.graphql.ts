/**
 * @generated SignedSource<<293152411026fccd76bb3d825b68d14b>>
 * @relayHash f932f4c2309c797a0366b6767a12edbb
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f932f4c2309c797a0366b6767a12edbb

import type { ConcreteRequest } from 'relay-runtime';
export type YourDataVerifyMutation$variables = Record<PropertyKey, never>;
export type YourDataVerifyMutation$data = {
  readonly sendVerificationEmail: boolean;
};
export type YourDataVerifyMutation = {
  response: YourDataVerifyMutation$data;
  variables: YourDataVerifyMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "sendVerificationEmail",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "YourDataVerifyMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "YourDataVerifyMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "f932f4c2309c797a0366b6767a12edbb",
    "metadata": {},
    "name": "YourDataVerifyMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "4d44d096afd8ea201bb7a3381fcd681b";

export default node;
