/**
 * @generated SignedSource<<1f77e2119e4435e38b87bf7691022632>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type MenuName = "FOOTER" | "HEADER" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type SiteFooter_query$data = {
  readonly copyrights: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly copyrightText: string;
      } | null | undefined;
    } | null | undefined> | null | undefined;
  };
  readonly footerAbouts: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly aboutFooterDetails: string;
        readonly aboutFooterText: string;
      } | null | undefined;
    } | null | undefined> | null | undefined;
  };
  readonly footerAddresses: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly footerEmail: string;
        readonly footerPhone: string;
        readonly footeraddress: string;
      } | null | undefined;
    } | null | undefined> | null | undefined;
  };
  readonly footerSocials: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly fblink: string;
        readonly inslink: string;
      } | null | undefined;
    } | null | undefined> | null | undefined;
  };
  readonly menuItems: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly label: string;
        readonly menu: MenuName;
        readonly newTab: boolean;
        readonly target: string;
      } | null | undefined;
    } | null | undefined> | null | undefined;
  };
  readonly siteIdentities: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly siteName: string;
      } | null | undefined;
    } | null | undefined> | null | undefined;
  };
  readonly " $fragmentType": "SiteFooter_query";
};
export type SiteFooter_query$key = {
  readonly " $data"?: SiteFooter_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"SiteFooter_query">;
};

const node: ReaderFragment = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 1
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SiteFooter_query",
  "selections": [
    {
      "alias": null,
      "args": (v0/*:: as any*/),
      "concreteType": "FooterAboutConnection",
      "kind": "LinkedField",
      "name": "footerAbouts",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "FooterAboutEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "FooterAbout",
              "kind": "LinkedField",
              "name": "node",
              "plural": false,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "aboutFooterText",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "aboutFooterDetails",
                  "storageKey": null
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": "footerAbouts(first:1)"
    },
    {
      "alias": null,
      "args": (v0/*:: as any*/),
      "concreteType": "FooterAddressConnection",
      "kind": "LinkedField",
      "name": "footerAddresses",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "FooterAddressEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "FooterAddress",
              "kind": "LinkedField",
              "name": "node",
              "plural": false,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "footerPhone",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "footeraddress",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "footerEmail",
                  "storageKey": null
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": "footerAddresses(first:1)"
    },
    {
      "alias": null,
      "args": (v0/*:: as any*/),
      "concreteType": "FooterSocialConnection",
      "kind": "LinkedField",
      "name": "footerSocials",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "FooterSocialEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "FooterSocial",
              "kind": "LinkedField",
              "name": "node",
              "plural": false,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "fblink",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "inslink",
                  "storageKey": null
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": "footerSocials(first:1)"
    },
    {
      "alias": null,
      "args": (v0/*:: as any*/),
      "concreteType": "CopyrightConnection",
      "kind": "LinkedField",
      "name": "copyrights",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "CopyrightEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "Copyright",
              "kind": "LinkedField",
              "name": "node",
              "plural": false,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "copyrightText",
                  "storageKey": null
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": "copyrights(first:1)"
    },
    {
      "alias": null,
      "args": (v0/*:: as any*/),
      "concreteType": "SiteIdentityConnection",
      "kind": "LinkedField",
      "name": "siteIdentities",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "SiteIdentityEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "SiteIdentity",
              "kind": "LinkedField",
              "name": "node",
              "plural": false,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "siteName",
                  "storageKey": null
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": "siteIdentities(first:1)"
    },
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 100
        }
      ],
      "concreteType": "MenuItemConnection",
      "kind": "LinkedField",
      "name": "menuItems",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "MenuItemEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "MenuItem",
              "kind": "LinkedField",
              "name": "node",
              "plural": false,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "menu",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "label",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "target",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "newTab",
                  "storageKey": null
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": "menuItems(first:100)"
    }
  ],
  "type": "Query",
  "abstractKey": null
};
})();

(node as any).hash = "d13ace5600081b8ecaa145e91b97b9be";

export default node;
