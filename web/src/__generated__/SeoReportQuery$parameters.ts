/**
 * @generated SignedSource<<e4aa33827c8e62ba411f82822813e32d>>
 * @relayHash 2b68c8beea92000a6e5a1d44a22fa198
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2b68c8beea92000a6e5a1d44a22fa198

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { SeoReportQuery } from './SeoReportQuery.graphql';

const node: PreloadableConcreteRequest<SeoReportQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "2b68c8beea92000a6e5a1d44a22fa198",
    "metadata": {},
    "name": "SeoReportQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
