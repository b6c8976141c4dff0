/**
 * @generated SignedSource<<cdfb3e0adc35bd535e1ee9d8ea28eb03>>
 * @relayHash 638406be62e4effd1d576e3c673ffa0e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 638406be62e4effd1d576e3c673ffa0e

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { contentFooterAboutNodeQuery } from './contentFooterAboutNodeQuery.graphql';

const node: PreloadableConcreteRequest<contentFooterAboutNodeQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "638406be62e4effd1d576e3c673ffa0e",
    "metadata": {},
    "name": "contentFooterAboutNodeQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
