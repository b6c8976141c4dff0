/**
 * @generated SignedSource<<5a1e61259c3a8760ff42f1e36da20f45>>
 * @relayHash bf4c1922daebe93333dede98ea6f9c58
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID bf4c1922daebe93333dede98ea6f9c58

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { MenusAdminQuery } from './MenusAdminQuery.graphql';

const node: PreloadableConcreteRequest<MenusAdminQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "bf4c1922daebe93333dede98ea6f9c58",
    "metadata": {},
    "name": "MenusAdminQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
