/**
 * @generated SignedSource<<1a214f415d7dc3f85cf0e6f96a4c7550>>
 * @relayHash b873b7146fa4ac0e47a4b1eec3913c4e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b873b7146fa4ac0e47a4b1eec3913c4e

import { PreloadableConcreteRequest } from 'relay-runtime';
import { contentContactAdminQuery } from './contentContactAdminQuery.graphql';

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
