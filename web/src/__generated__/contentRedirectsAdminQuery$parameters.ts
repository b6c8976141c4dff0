/**
 * @generated SignedSource<<8dac9148902cdb398fe0c0694bca91a2>>
 * @relayHash 3afb955fd12b9d17db76e57e125019e8
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3afb955fd12b9d17db76e57e125019e8

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { contentRedirectsAdminQuery } from './contentRedirectsAdminQuery.graphql';

const node: PreloadableConcreteRequest<contentRedirectsAdminQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "3afb955fd12b9d17db76e57e125019e8",
    "metadata": {},
    "name": "contentRedirectsAdminQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
