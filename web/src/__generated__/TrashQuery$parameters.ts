/**
 * @generated SignedSource<<83c0ec34ffa3b332fb186362cb0a28da>>
 * @relayHash d7bf8b22e2989b872bae286baa68f1f4
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d7bf8b22e2989b872bae286baa68f1f4

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { TrashQuery } from './TrashQuery.graphql';

const node: PreloadableConcreteRequest<TrashQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "d7bf8b22e2989b872bae286baa68f1f4",
    "metadata": {},
    "name": "TrashQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
