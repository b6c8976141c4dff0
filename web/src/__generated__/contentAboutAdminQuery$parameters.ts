/**
 * @generated SignedSource<<0bc1249921cb7a8138fdbaa5c33c3e02>>
 * @relayHash 84fb0c1d97c350aeba6eb69b37651346
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 84fb0c1d97c350aeba6eb69b37651346

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { contentAboutAdminQuery } from './contentAboutAdminQuery.graphql';

const node: PreloadableConcreteRequest<contentAboutAdminQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "84fb0c1d97c350aeba6eb69b37651346",
    "metadata": {},
    "name": "contentAboutAdminQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
