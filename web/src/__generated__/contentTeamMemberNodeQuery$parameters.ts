/**
 * @generated SignedSource<<151635b65ecfebd8a9531c341717d1fc>>
 * @relayHash bc7ab373af731fe91eba7a23bd74b026
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID bc7ab373af731fe91eba7a23bd74b026

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { contentTeamMemberNodeQuery } from './contentTeamMemberNodeQuery.graphql';

const node: PreloadableConcreteRequest<contentTeamMemberNodeQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "bc7ab373af731fe91eba7a23bd74b026",
    "metadata": {},
    "name": "contentTeamMemberNodeQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
