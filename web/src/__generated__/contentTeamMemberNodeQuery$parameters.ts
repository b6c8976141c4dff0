/**
 * @generated SignedSource<<1849f60dc908803fe78b48dadeb74fed>>
 * @relayHash e18109bd7aa9749e114b154defcd7edf
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e18109bd7aa9749e114b154defcd7edf

import { PreloadableConcreteRequest } from 'relay-runtime';
import { contentTeamMemberNodeQuery } from './contentTeamMemberNodeQuery.graphql';

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
