/**
 * @generated SignedSource<<500a5cad201fb9532074cc7f5dfe304f>>
 * @relayHash da6f8123d954a5b2b12696a40192e04d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID da6f8123d954a5b2b12696a40192e04d

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { ServicesQuery } from './ServicesQuery.graphql';

const node: PreloadableConcreteRequest<ServicesQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "da6f8123d954a5b2b12696a40192e04d",
    "metadata": {},
    "name": "ServicesQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
