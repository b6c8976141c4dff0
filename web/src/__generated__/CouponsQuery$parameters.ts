/**
 * @generated SignedSource<<29d8d6c6f0838c248060306dffe86b26>>
 * @relayHash 26d9f429ed20d1c412be1ef02141951d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 26d9f429ed20d1c412be1ef02141951d

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { CouponsQuery } from './CouponsQuery.graphql';

const node: PreloadableConcreteRequest<CouponsQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "26d9f429ed20d1c412be1ef02141951d",
    "metadata": {},
    "name": "CouponsQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
