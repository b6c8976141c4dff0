/**
 * @generated SignedSource<<11fe633dc87a22b1ab53e0bada7b0046>>
 * @relayHash ec588fc54a7fab1fe3b28e3c8b6633f3
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ec588fc54a7fab1fe3b28e3c8b6633f3

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { WebVitalsQuery } from './WebVitalsQuery.graphql';

const node: PreloadableConcreteRequest<WebVitalsQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "ec588fc54a7fab1fe3b28e3c8b6633f3",
    "metadata": {},
    "name": "WebVitalsQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
