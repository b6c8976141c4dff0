/**
 * @generated SignedSource<<2d045df9f35ff9df6da3a30d54ddc4cd>>
 * @relayHash 80145f3f7917c187d26bafc1ff9636f8
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 80145f3f7917c187d26bafc1ff9636f8

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { SeoReportQuery } from './SeoReportQuery.graphql';

const node: PreloadableConcreteRequest<SeoReportQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "80145f3f7917c187d26bafc1ff9636f8",
    "metadata": {},
    "name": "SeoReportQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
