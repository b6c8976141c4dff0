/**
 * @generated SignedSource<<64ee1194dcd63f811fc16c305cb1a920>>
 * @relayHash 5a4acc92873d0b1f678b50bb8a04f85d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5a4acc92873d0b1f678b50bb8a04f85d

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { contentPaypalEmailAddQuery } from './contentPaypalEmailAddQuery.graphql';

const node: PreloadableConcreteRequest<contentPaypalEmailAddQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "5a4acc92873d0b1f678b50bb8a04f85d",
    "metadata": {},
    "name": "contentPaypalEmailAddQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
