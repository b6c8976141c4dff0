/**
 * @generated SignedSource<<cba784b211bd419964fe76fb81d3e774>>
 * @relayHash 82cc3a85319a1f5616d0451658cf22f2
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 82cc3a85319a1f5616d0451658cf22f2

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { AddItemQuery } from './AddItemQuery.graphql';

const node: PreloadableConcreteRequest<AddItemQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "82cc3a85319a1f5616d0451658cf22f2",
    "metadata": {},
    "name": "AddItemQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
