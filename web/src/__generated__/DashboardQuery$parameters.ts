/**
 * @generated SignedSource<<aa568bded7f258e6e70edd8cb00a9546>>
 * @relayHash fb3e8a216b1d0039ccb7d33b24da3d6f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID fb3e8a216b1d0039ccb7d33b24da3d6f

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { DashboardQuery } from './DashboardQuery.graphql';

const node: PreloadableConcreteRequest<DashboardQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "fb3e8a216b1d0039ccb7d33b24da3d6f",
    "metadata": {},
    "name": "DashboardQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
