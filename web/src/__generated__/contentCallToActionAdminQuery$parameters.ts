/**
 * @generated SignedSource<<e48ee51d774997fca688596141749d18>>
 * @relayHash a4f14767b805607ccd7aeeb93363fcc2
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a4f14767b805607ccd7aeeb93363fcc2

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { contentCallToActionAdminQuery } from './contentCallToActionAdminQuery.graphql';

const node: PreloadableConcreteRequest<contentCallToActionAdminQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "a4f14767b805607ccd7aeeb93363fcc2",
    "metadata": {},
    "name": "contentCallToActionAdminQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
