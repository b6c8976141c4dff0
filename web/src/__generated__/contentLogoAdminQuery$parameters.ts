/**
 * @generated SignedSource<<7d2228478228bf209e25b14ab928a3e9>>
 * @relayHash 9a48d884fc8a8498c4998dfb28f093ff
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9a48d884fc8a8498c4998dfb28f093ff

import { PreloadableConcreteRequest } from 'relay-runtime';
import { contentLogoAdminQuery } from './contentLogoAdminQuery.graphql';

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
