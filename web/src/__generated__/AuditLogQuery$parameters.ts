/**
 * @generated SignedSource<<88e0036294557eb2e8e19ede4b6acb8a>>
 * @relayHash 510980d20bfedd5743fca9f0e53e2392
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 510980d20bfedd5743fca9f0e53e2392

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { AuditLogQuery } from './AuditLogQuery.graphql';

const node: PreloadableConcreteRequest<AuditLogQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "510980d20bfedd5743fca9f0e53e2392",
    "metadata": {},
    "name": "AuditLogQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
