/**
 * @generated SignedSource<<47e538632ad2e1213eb76972e5f0e613>>
 * @relayHash db43743fc50d9bd0f63b9827151dec60
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID db43743fc50d9bd0f63b9827151dec60

import { PreloadableConcreteRequest } from 'relay-runtime';
import { contentAboutNodeQuery } from './contentAboutNodeQuery.graphql';

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
