/**
 * @generated SignedSource<<4404ca229f7a49130406386f577bb617>>
 * @relayHash c14de572fe87fccaf9317080d1ab2a1f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c14de572fe87fccaf9317080d1ab2a1f

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { contentCallToActionNodeQuery } from './contentCallToActionNodeQuery.graphql';

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
