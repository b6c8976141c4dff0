/**
 * @generated SignedSource<<2bedba1dc9c311caf157f713cc138c23>>
 * @relayHash 458f9dea3f543f67b3e22cf35a92576f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 458f9dea3f543f67b3e22cf35a92576f

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { CouponsQuery } from './CouponsQuery.graphql';

const node: PreloadableConcreteRequest<CouponsQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "458f9dea3f543f67b3e22cf35a92576f",
    "metadata": {},
    "name": "CouponsQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
