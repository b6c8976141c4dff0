/**
 * @generated SignedSource<<c5b71ebdc46460fa71e1a2683860245d>>
 * @relayHash 799e12a1d6857de69d6ba0ecd2b2a7eb
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 799e12a1d6857de69d6ba0ecd2b2a7eb

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { ServicesQuery } from './ServicesQuery.graphql';

const node: PreloadableConcreteRequest<ServicesQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "799e12a1d6857de69d6ba0ecd2b2a7eb",
    "metadata": {},
    "name": "ServicesQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
