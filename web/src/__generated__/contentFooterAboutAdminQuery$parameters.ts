/**
 * @generated SignedSource<<e6c31aff1801e4e6c75e049a072fb1a3>>
 * @relayHash 957a3e675d6cf35b468ab36117d13e2d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 957a3e675d6cf35b468ab36117d13e2d

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { contentFooterAboutAdminQuery } from './contentFooterAboutAdminQuery.graphql';

const node: PreloadableConcreteRequest<contentFooterAboutAdminQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "957a3e675d6cf35b468ab36117d13e2d",
    "metadata": {},
    "name": "contentFooterAboutAdminQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
