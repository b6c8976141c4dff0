/**
 * @generated SignedSource<<c22c1bee5af42b9bca7f4510218a7795>>
 * @relayHash c42811d083f77e1676ce0cb594086ef1
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c42811d083f77e1676ce0cb594086ef1

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { contentPaymentSettingNodeQuery } from './contentPaymentSettingNodeQuery.graphql';

const node: PreloadableConcreteRequest<contentPaymentSettingNodeQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "c42811d083f77e1676ce0cb594086ef1",
    "metadata": {},
    "name": "contentPaymentSettingNodeQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
