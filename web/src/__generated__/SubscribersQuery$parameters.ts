/**
 * @generated SignedSource<<546f6e994edff6f9cd28c6e81d7d69a6>>
 * @relayHash 39966e01890e41a5517e8838151d0853
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 39966e01890e41a5517e8838151d0853

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { SubscribersQuery } from './SubscribersQuery.graphql';

const node: PreloadableConcreteRequest<SubscribersQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "39966e01890e41a5517e8838151d0853",
    "metadata": {},
    "name": "SubscribersQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
