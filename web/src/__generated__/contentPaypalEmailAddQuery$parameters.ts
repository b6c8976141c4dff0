/**
 * @generated SignedSource<<d8c564bf396d6384de3317225b787826>>
 * @relayHash 0d78c28ffb9dece4a50d26cb7792651d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0d78c28ffb9dece4a50d26cb7792651d

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { contentPaypalEmailAddQuery } from './contentPaypalEmailAddQuery.graphql';

const node: PreloadableConcreteRequest<contentPaypalEmailAddQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "0d78c28ffb9dece4a50d26cb7792651d",
    "metadata": {},
    "name": "contentPaypalEmailAddQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
