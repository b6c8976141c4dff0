/**
 * @generated SignedSource<<c0afb0f4797569b5f5a7011fe8e2e2a4>>
 * @relayHash b355530b7d3a27904e0c66836aa0ee85
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b355530b7d3a27904e0c66836aa0ee85

import { PreloadableConcreteRequest } from 'relay-runtime';
import { contentFooterAboutAdminQuery } from './contentFooterAboutAdminQuery.graphql';

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
