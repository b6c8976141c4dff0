/**
 * @generated SignedSource<<64fab2e3c75c1feba816392d5836c98e>>
 * @relayHash c1c8d4cdd73fb38f94d61f28a5ab4e2b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c1c8d4cdd73fb38f94d61f28a5ab4e2b

import { PreloadableConcreteRequest } from 'relay-runtime';
import { contentTestimonialNodeQuery } from './contentTestimonialNodeQuery.graphql';

const node: PreloadableConcreteRequest<contentTestimonialNodeQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "c1c8d4cdd73fb38f94d61f28a5ab4e2b",
    "metadata": {},
    "name": "contentTestimonialNodeQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
