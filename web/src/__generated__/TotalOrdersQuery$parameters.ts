/**
 * @generated SignedSource<<e2204e70cd2ad1e3acbf827ef049dd35>>
 * @relayHash 5f316c5906867d05ca00899254086613
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5f316c5906867d05ca00899254086613

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { TotalOrdersQuery } from './TotalOrdersQuery.graphql';

const node: PreloadableConcreteRequest<TotalOrdersQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "5f316c5906867d05ca00899254086613",
    "metadata": {},
    "name": "TotalOrdersQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
