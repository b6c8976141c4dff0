/**
 * @generated SignedSource<<4f3b596bfcdc480b70b8dede5622ff25>>
 * @relayHash 35eb4c528d2a69f7e20c4c7eb3766a0a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 35eb4c528d2a69f7e20c4c7eb3766a0a

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { InvoicesQuery } from './InvoicesQuery.graphql';

const node: PreloadableConcreteRequest<InvoicesQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "35eb4c528d2a69f7e20c4c7eb3766a0a",
    "metadata": {},
    "name": "InvoicesQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
