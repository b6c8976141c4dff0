/**
 * @generated SignedSource<<c3ae752cd1ad19785e64e5400241d08b>>
 * @relayHash c53deb476a8d9be351ba848282d18d39
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c53deb476a8d9be351ba848282d18d39

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { contentPaypalEmailAddQuery } from './contentPaypalEmailAddQuery.graphql';

const node: PreloadableConcreteRequest<contentPaypalEmailAddQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "c53deb476a8d9be351ba848282d18d39",
    "metadata": {},
    "name": "contentPaypalEmailAddQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
