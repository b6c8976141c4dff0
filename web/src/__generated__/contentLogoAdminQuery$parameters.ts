/**
 * @generated SignedSource<<e1573edfe5f1fed03e02ada53cfb72ed>>
 * @relayHash 1989dcc2613d5e7490c549f454beb0b2
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1989dcc2613d5e7490c549f454beb0b2

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { contentLogoAdminQuery } from './contentLogoAdminQuery.graphql';

const node: PreloadableConcreteRequest<contentLogoAdminQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "1989dcc2613d5e7490c549f454beb0b2",
    "metadata": {},
    "name": "contentLogoAdminQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
