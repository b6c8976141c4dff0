/**
 * @generated SignedSource<<ba3ccd187a6b8ee9dea637b2e8171aba>>
 * @relayHash d93701f6c784c99166cad99609d7fdc9
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d93701f6c784c99166cad99609d7fdc9

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { DashboardQuery } from './DashboardQuery.graphql';

const node: PreloadableConcreteRequest<DashboardQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "d93701f6c784c99166cad99609d7fdc9",
    "metadata": {},
    "name": "DashboardQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
