/**
 * @generated SignedSource<<c83b58018db45f9fb442298c9c4d17c4>>
 * @relayHash 98fe393dc8cc9fc70612681152657fbc
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 98fe393dc8cc9fc70612681152657fbc

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { SeoEditQuery } from './SeoEditQuery.graphql';

const node: PreloadableConcreteRequest<SeoEditQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "98fe393dc8cc9fc70612681152657fbc",
    "metadata": {},
    "name": "SeoEditQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
