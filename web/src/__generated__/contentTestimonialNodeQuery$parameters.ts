/**
 * @generated SignedSource<<727bcd89917820d170775a343bb2c13e>>
 * @relayHash c1c8d4cdd73fb38f94d61f28a5ab4e2b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c1c8d4cdd73fb38f94d61f28a5ab4e2b

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { contentTestimonialNodeQuery } from './contentTestimonialNodeQuery.graphql';

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
