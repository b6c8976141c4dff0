/**
 * @generated SignedSource<<f57b748988ed761856fb98598960d1c0>>
 * @relayHash 91e629af445c605a0c54891baed23cbe
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 91e629af445c605a0c54891baed23cbe

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { SubscribersQuery } from './SubscribersQuery.graphql';

const node: PreloadableConcreteRequest<SubscribersQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "91e629af445c605a0c54891baed23cbe",
    "metadata": {},
    "name": "SubscribersQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
