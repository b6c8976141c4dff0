/**
 * @generated SignedSource<<8532d620e2abeeac65485fd06430621c>>
 * @relayHash a6b6b855040be552b60f79371678d7f5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a6b6b855040be552b60f79371678d7f5

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { contentServiceHeadingNodeQuery } from './contentServiceHeadingNodeQuery.graphql';

const node: PreloadableConcreteRequest<contentServiceHeadingNodeQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "a6b6b855040be552b60f79371678d7f5",
    "metadata": {},
    "name": "contentServiceHeadingNodeQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
