/**
 * @generated SignedSource<<813fff1a5b12d1975b08cc035a2286d5>>
 * @relayHash 84fb0c1d97c350aeba6eb69b37651346
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 84fb0c1d97c350aeba6eb69b37651346

import { PreloadableConcreteRequest } from 'relay-runtime';
import { contentAboutAdminQuery } from './contentAboutAdminQuery.graphql';

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
