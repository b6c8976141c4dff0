/**
 * @generated SignedSource<<09eaa28a28857cd690a166e8cae3025c>>
 * @relayHash e18109bd7aa9749e114b154defcd7edf
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e18109bd7aa9749e114b154defcd7edf

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { contentTeamMemberNodeQuery } from './contentTeamMemberNodeQuery.graphql';

const node: PreloadableConcreteRequest<contentTeamMemberNodeQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "e18109bd7aa9749e114b154defcd7edf",
    "metadata": {},
    "name": "contentTeamMemberNodeQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
