/**
 * @generated SignedSource<<d33bdb3318cd9fc394ee15647e2dacb5>>
 * @relayHash b873b7146fa4ac0e47a4b1eec3913c4e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b873b7146fa4ac0e47a4b1eec3913c4e

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { contentContactAdminQuery } from './contentContactAdminQuery.graphql';

const node: PreloadableConcreteRequest<contentContactAdminQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "b873b7146fa4ac0e47a4b1eec3913c4e",
    "metadata": {},
    "name": "contentContactAdminQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
