/**
 * @generated SignedSource<<2f7278b8a020ee8f3375bac701cc99dc>>
 * @relayHash 393b1b95e528671665c5d654ed5a0060
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 393b1b95e528671665c5d654ed5a0060

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { OrderNowQuery } from './OrderNowQuery.graphql';

const node: PreloadableConcreteRequest<OrderNowQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "393b1b95e528671665c5d654ed5a0060",
    "metadata": {},
    "name": "OrderNowQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
