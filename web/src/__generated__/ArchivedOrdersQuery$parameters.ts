/**
 * @generated SignedSource<<315dcd6f2acc63e78a7186e0efe5ba54>>
 * @relayHash 7f6bffe99c279b215c6b2f8a6eb915b2
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7f6bffe99c279b215c6b2f8a6eb915b2

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { ArchivedOrdersQuery } from './ArchivedOrdersQuery.graphql';

const node: PreloadableConcreteRequest<ArchivedOrdersQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "7f6bffe99c279b215c6b2f8a6eb915b2",
    "metadata": {},
    "name": "ArchivedOrdersQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
