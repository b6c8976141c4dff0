/**
 * @generated SignedSource<<aa52b73553c605dd5e09741719e8a118>>
 * @relayHash 3c04685c6ce3b4a9fa4cb7e648b8869d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3c04685c6ce3b4a9fa4cb7e648b8869d

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { SiteShellQuery } from './SiteShellQuery.graphql';

const node: PreloadableConcreteRequest<SiteShellQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "3c04685c6ce3b4a9fa4cb7e648b8869d",
    "metadata": {},
    "name": "SiteShellQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
