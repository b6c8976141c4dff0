/**
 * @generated SignedSource<<a267130f348d343c05f1f9019df5baee>>
 * @relayHash cbb0aa3a9607fbc13cc47c1318aada90
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID cbb0aa3a9607fbc13cc47c1318aada90

import { PreloadableConcreteRequest } from 'relay-runtime';
import { contentServiceHeadingNodeQuery } from './contentServiceHeadingNodeQuery.graphql';

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
