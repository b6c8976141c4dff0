/**
 * @generated SignedSource<<58c8433e830ae749c0beeca48af7cbbe>>
 * @relayHash efa4096930091237f51a99e48aeabe13
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID efa4096930091237f51a99e48aeabe13

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { PayNowQuery } from './PayNowQuery.graphql';

const node: PreloadableConcreteRequest<PayNowQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "efa4096930091237f51a99e48aeabe13",
    "metadata": {},
    "name": "PayNowQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
