import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderAdmin, resolve } from "../../admin/test-helpers";
import SeoReport from "./SeoReport";

describe("/seo-report", () => {
  it("lists each problem with its page, in words, and links to where it is fixed", async () => {
    const { env } = await renderAdmin(<SeoReport />, {
      page: "SeoReport",
      route: "/seo-report",
    });
    await resolve(env, "SeoReportQuery", {
      Query: () => ({
        seoReport: [
          {
            path: "/pricing",
            kind: "DUPLICATE_TITLE",
            detail: '"Plans" is also the title of /service.',
            editor: null,
          },
          {
            path: "/",
            kind: "IMAGE_WITHOUT_ALT",
            detail:
              "The image team.jpg has no alt attribute: screen readers read its file name.",
            editor: null,
          },
          {
            path: "/blog/crawl-budget",
            kind: "TITLE_TOO_LONG",
            detail:
              "The title has 72 characters: search results cut it at about 60.",
            editor: "/admin/posts/8589934593",
          },
        ],
        seoPages: [
          { path: "/", seo: { id: "U2VvOjE=" } },
          { path: "/pricing", seo: { id: "U2VvOjM=" } },
        ],
      }),
    });
    const table = await screen.findByRole("table", {
      name: "Problems on the public pages",
    });
    const rows = within(table).getAllByRole("row").slice(1);
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole("cell")
          .map((c) => c.textContent),
      ),
    ).toEqual([
      [
        "/pricing",
        "Duplicate title",
        '"Plans" is also the title of /service.',
        "Edit SEO",
      ],
      [
        "/",
        "Image without alt text",
        "The image team.jpg has no alt attribute: screen readers read its file name.",
        "View page",
      ],
      [
        "/blog/crawl-budget",
        "Title too long",
        "The title has 72 characters: search results cut it at about 60.",
        "Edit post",
      ],
    ]);
    // A published post is fixed in its own editor.
    expect(
      screen.getByRole("link", { name: "Edit the post at /blog/crawl-budget" }),
    ).toHaveAttribute("href", "/admin/posts/8589934593");
    // A title is fixed in the page's SEO editor, an image on the page's content.
    expect(
      screen.getByRole("link", { name: "Edit the SEO of /pricing" }),
    ).toHaveAttribute("href", "/seo-edit/U2VvOjM=");
    expect(screen.getByRole("link", { name: "View /" })).toHaveAttribute(
      "href",
      "/",
    );
  });

  it("says so when nothing is wrong", async () => {
    const { env } = await renderAdmin(<SeoReport />, {
      page: "SeoReport",
      route: "/seo-report",
    });
    await resolve(env, "SeoReportQuery", {
      Query: () => ({ seoReport: [], seoPages: [] }),
    });
    expect(
      await screen.findByText("No problems found on the public pages."),
    ).toBeInTheDocument();
  });
});
