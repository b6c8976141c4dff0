/**
 * @generated SignedSource<<429c8d73b906299f25d3a9a593029b82>>
 * @relayHash c14de572fe87fccaf9317080d1ab2a1f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c14de572fe87fccaf9317080d1ab2a1f

import { PreloadableConcreteRequest } from 'relay-runtime';
import { contentCallToActionNodeQuery } from './contentCallToActionNodeQuery.graphql';

const node: PreloadableConcreteRequest<contentCallToActionNodeQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "c14de572fe87fccaf9317080d1ab2a1f",
    "metadata": {},
    "name": "contentCallToActionNodeQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
