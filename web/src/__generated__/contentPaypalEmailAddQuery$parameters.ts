/**
 * @generated SignedSource<<ec157f3c71fbbb04a5a0ea93609e41dd>>
 * @relayHash e242ce3376536ce940b0eefc511951ae
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e242ce3376536ce940b0eefc511951ae

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { contentPaypalEmailAddQuery } from './contentPaypalEmailAddQuery.graphql';

const node: PreloadableConcreteRequest<contentPaypalEmailAddQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "e242ce3376536ce940b0eefc511951ae",
    "metadata": {},
    "name": "contentPaypalEmailAddQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
