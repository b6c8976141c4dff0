/**
 * @generated SignedSource<<cf379357285a764c2a8ffdff901f43dc>>
 * @relayHash 4cc77224706ada9b47157f2854e7f83c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4cc77224706ada9b47157f2854e7f83c

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { OrderNowQuery } from './OrderNowQuery.graphql';

const node: PreloadableConcreteRequest<OrderNowQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "4cc77224706ada9b47157f2854e7f83c",
    "metadata": {},
    "name": "OrderNowQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
