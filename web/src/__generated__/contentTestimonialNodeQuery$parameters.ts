/**
 * @generated SignedSource<<f46cbac05c3acae2c4f4f27351a03ba7>>
 * @relayHash 54d88f6aba01a62146b0fd623db754dd
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 54d88f6aba01a62146b0fd623db754dd

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { contentTestimonialNodeQuery } from './contentTestimonialNodeQuery.graphql';

const node: PreloadableConcreteRequest<contentTestimonialNodeQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "54d88f6aba01a62146b0fd623db754dd",
    "metadata": {},
    "name": "contentTestimonialNodeQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
