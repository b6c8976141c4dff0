/**
 * @generated SignedSource<<31b5497f76129a76ca03b5e028e7cd4e>>
 * @relayHash b355530b7d3a27904e0c66836aa0ee85
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b355530b7d3a27904e0c66836aa0ee85

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { contentFooterAboutAdminQuery } from './contentFooterAboutAdminQuery.graphql';

const node: PreloadableConcreteRequest<contentFooterAboutAdminQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "b355530b7d3a27904e0c66836aa0ee85",
    "metadata": {},
    "name": "contentFooterAboutAdminQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
