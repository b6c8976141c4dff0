/**
 * @generated SignedSource<<0e81f84b1b8cfa2e5746785ddfed4bb9>>
 * @relayHash 872d81ec2474b39b7360fad4bbb3b9fa
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 872d81ec2474b39b7360fad4bbb3b9fa

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { contentFooterSocialAdminQuery } from './contentFooterSocialAdminQuery.graphql';

const node: PreloadableConcreteRequest<contentFooterSocialAdminQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "872d81ec2474b39b7360fad4bbb3b9fa",
    "metadata": {},
    "name": "contentFooterSocialAdminQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
