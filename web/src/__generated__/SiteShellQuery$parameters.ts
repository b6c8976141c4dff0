/**
 * @generated SignedSource<<ac0e7d219cc7a3e09073253cdbaffb30>>
 * @relayHash db2e82bca2659d566525f1143f8b1e65
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID db2e82bca2659d566525f1143f8b1e65

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { SiteShellQuery } from './SiteShellQuery.graphql';

const node: PreloadableConcreteRequest<SiteShellQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "db2e82bca2659d566525f1143f8b1e65",
    "metadata": {},
    "name": "SiteShellQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
