/**
 * @generated SignedSource<<af58058eb77b170e379bc43ab90ea52f>>
 * @relayHash ed7fa7248f726e3c1137fec469ad2cd0
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ed7fa7248f726e3c1137fec469ad2cd0

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { SeoReportQuery } from './SeoReportQuery.graphql';

const node: PreloadableConcreteRequest<SeoReportQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "ed7fa7248f726e3c1137fec469ad2cd0",
    "metadata": {},
    "name": "SeoReportQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
