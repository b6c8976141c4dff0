/**
 * @generated SignedSource<<ecfd0c133093728ce75da904641475f3>>
 * @relayHash 638406be62e4effd1d576e3c673ffa0e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 638406be62e4effd1d576e3c673ffa0e

import { PreloadableConcreteRequest } from 'relay-runtime';
import { contentFooterAboutNodeQuery } from './contentFooterAboutNodeQuery.graphql';

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
