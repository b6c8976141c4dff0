/**
 * @generated SignedSource<<2b79fb4427685825f008ef4af289afd6>>
 * @relayHash 19a4bf7ecab6982f808ced86015982ba
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 19a4bf7ecab6982f808ced86015982ba

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { DashboardQuery } from './DashboardQuery.graphql';

const node: PreloadableConcreteRequest<DashboardQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "19a4bf7ecab6982f808ced86015982ba",
    "metadata": {},
    "name": "DashboardQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
