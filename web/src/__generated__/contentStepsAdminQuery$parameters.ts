/**
 * @generated SignedSource<<6e974aaf8aba7e6b6f590543c705ea1d>>
 * @relayHash d14e1b139add66347fb3a2892f71851a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d14e1b139add66347fb3a2892f71851a

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { contentStepsAdminQuery } from './contentStepsAdminQuery.graphql';

const node: PreloadableConcreteRequest<contentStepsAdminQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "d14e1b139add66347fb3a2892f71851a",
    "metadata": {},
    "name": "contentStepsAdminQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
