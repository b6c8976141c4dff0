/**
 * @generated SignedSource<<0b707f44b269a349373b072f9f3d5800>>
 * @relayHash cbb0aa3a9607fbc13cc47c1318aada90
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID cbb0aa3a9607fbc13cc47c1318aada90

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { contentServiceHeadingNodeQuery } from './contentServiceHeadingNodeQuery.graphql';

const node: PreloadableConcreteRequest<contentServiceHeadingNodeQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "cbb0aa3a9607fbc13cc47c1318aada90",
    "metadata": {},
    "name": "contentServiceHeadingNodeQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
