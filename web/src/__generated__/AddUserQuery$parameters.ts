/**
 * @generated SignedSource<<4aabf505b459ef468a26e3e7c52ef2fb>>
 * @relayHash b9d51fdaa59c4ba66b049976d051e191
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b9d51fdaa59c4ba66b049976d051e191

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { AddUserQuery } from './AddUserQuery.graphql';

const node: PreloadableConcreteRequest<AddUserQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "b9d51fdaa59c4ba66b049976d051e191",
    "metadata": {},
    "name": "AddUserQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
