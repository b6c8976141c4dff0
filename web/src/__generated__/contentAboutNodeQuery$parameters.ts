/**
 * @generated SignedSource<<c23a26a0627bd6a29327989908b32444>>
 * @relayHash db43743fc50d9bd0f63b9827151dec60
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID db43743fc50d9bd0f63b9827151dec60

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { contentAboutNodeQuery } from './contentAboutNodeQuery.graphql';

const node: PreloadableConcreteRequest<contentAboutNodeQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "db43743fc50d9bd0f63b9827151dec60",
    "metadata": {},
    "name": "contentAboutNodeQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
