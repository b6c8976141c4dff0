/**
 * @generated SignedSource<<f2bd418a87b75e31bbbd4d050e45cefc>>
 * @relayHash b9136334f1b158e9febef4740c09eede
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b9136334f1b158e9febef4740c09eede

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { SiteShellQuery } from './SiteShellQuery.graphql';

const node: PreloadableConcreteRequest<SiteShellQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "b9136334f1b158e9febef4740c09eede",
    "metadata": {},
    "name": "SiteShellQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
