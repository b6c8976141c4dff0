/**
 * @generated SignedSource<<e2f4cd49053551e24ce90c2ff62b75c7>>
 * @relayHash a75c6ffb7b506c268f0f8c5ee62fcd5c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a75c6ffb7b506c268f0f8c5ee62fcd5c

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { MediaLibraryQuery } from './MediaLibraryQuery.graphql';

const node: PreloadableConcreteRequest<MediaLibraryQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "a75c6ffb7b506c268f0f8c5ee62fcd5c",
    "metadata": {},
    "name": "MediaLibraryQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
