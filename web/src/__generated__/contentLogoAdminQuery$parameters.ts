/**
 * @generated SignedSource<<556fe758e90a76f1020b79ba9ce5aff7>>
 * @relayHash 9a48d884fc8a8498c4998dfb28f093ff
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9a48d884fc8a8498c4998dfb28f093ff

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { contentLogoAdminQuery } from './contentLogoAdminQuery.graphql';

const node: PreloadableConcreteRequest<contentLogoAdminQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "9a48d884fc8a8498c4998dfb28f093ff",
    "metadata": {},
    "name": "contentLogoAdminQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
