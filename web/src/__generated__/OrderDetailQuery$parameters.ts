/**
 * @generated SignedSource<<d88e491d330c071b2ae0a39230364631>>
 * @relayHash 634da5d806ed67158b8548f2e3d26cd5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 634da5d806ed67158b8548f2e3d26cd5

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { OrderDetailQuery } from './OrderDetailQuery.graphql';

const node: PreloadableConcreteRequest<OrderDetailQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "634da5d806ed67158b8548f2e3d26cd5",
    "metadata": {},
    "name": "OrderDetailQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
