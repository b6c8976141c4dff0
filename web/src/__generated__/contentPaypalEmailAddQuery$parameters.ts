/**
 * @generated SignedSource<<25be10f1c8060863997f551f5eb62458>>
 * @relayHash 5a4acc92873d0b1f678b50bb8a04f85d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5a4acc92873d0b1f678b50bb8a04f85d

import { PreloadableConcreteRequest } from 'relay-runtime';
import { contentPaypalEmailAddQuery } from './contentPaypalEmailAddQuery.graphql';

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
