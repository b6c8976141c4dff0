/**
 * @generated SignedSource<<b4bd5a3b06fc0f67ea56b562a8f539ee>>
 * @relayHash 45aa8e6d59c7827e9229a6158df4df8d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 45aa8e6d59c7827e9229a6158df4df8d

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { NotFoundReportQuery } from './NotFoundReportQuery.graphql';

const node: PreloadableConcreteRequest<NotFoundReportQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "45aa8e6d59c7827e9229a6158df4df8d",
    "metadata": {},
    "name": "NotFoundReportQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
