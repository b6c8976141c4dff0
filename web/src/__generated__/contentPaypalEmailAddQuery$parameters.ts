/**
 * @generated SignedSource<<7532ddebfed06c61e9a50f5b8b058c56>>
 * @relayHash ef7db587de14894e3574923cf7d9c70a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ef7db587de14894e3574923cf7d9c70a

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { contentPaypalEmailAddQuery } from './contentPaypalEmailAddQuery.graphql';

const node: PreloadableConcreteRequest<contentPaypalEmailAddQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "ef7db587de14894e3574923cf7d9c70a",
    "metadata": {},
    "name": "contentPaypalEmailAddQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
