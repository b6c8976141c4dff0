/**
 * @generated SignedSource<<5794bbabad0e235417fc00294fb0fec2>>
 * @relayHash bb08ad229a79b5707ed40682abede7b8
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID bb08ad229a79b5707ed40682abede7b8

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { ServicesQuery } from './ServicesQuery.graphql';

const node: PreloadableConcreteRequest<ServicesQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "bb08ad229a79b5707ed40682abede7b8",
    "metadata": {},
    "name": "ServicesQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
