import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import {
  edges,
  expectToast,
  fail,
  pending,
  renderAdmin,
  resolve,
  resolveData,
  user,
} from "../../admin/test-helpers";
import PostEdit, { NewPost } from "./PostEdit";
import PostsAdmin from "./PostsAdmin";
import { localDateTime } from "./postStatus";

// The admin's post screens: the list with its statuses and filter, the editor's actions by
// state and role. The server's GraphQL is answered by relay-test-utils.

const BODY = JSON.stringify({
  type: "doc",
  content: [
    { type: "paragraph", content: [{ type: "text", text: "Hello readers" }] },
  ],
});

const fields = {
  title: "Ten SEO wins",
  slug: "ten-seo-wins",
  excerpt: "Quick wins.",
  coverImage: "",
  coverAlt: "",
  body: BODY,
  seoTitle: "",
  seoDescription: "",
  socialImage: "",
  noindex: false,
  canonical: "",
};

const post = (over: Record<string, unknown> = {}) => ({
  __typename: "Post",
  id: "8589934593",
  version: 3,
  status: "DRAFT",
  publishAt: null,
  unpublishAt: null,
  draft: null,
  newsletter: null,
  ...fields,
  ...over,
});

async function openList(path = "/admin/posts") {
  const { env } = await renderAdmin(<PostsAdmin />, {
    page: "PostsAdmin",
    route: "/admin/posts",
    path,
  });
  return env;
}

describe("/admin/posts", () => {
  it("lists the posts with their status in words, author and last change, and a New post link", async () => {
    const env = await openList();
    const publishAt = "2026-12-03T09:00:00Z";
    await resolve(env, "PostsAdminQuery", {
      PostConnection: () => ({
        totalCount: 4,
        edges: edges(4, (i) => ({
          id: `p${i}`,
          title: ["A draft", "Coming soon", "Live", "Live and edited"][i],
          status: ["DRAFT", "SCHEDULED", "PUBLISHED", "PUBLISHED"][i],
          publishAt: i === 1 ? publishAt : null,
          draft: i === 3 ? { savedAt: "2026-11-27T10:00:00Z" } : null,
          authorName: "alice",
          updatedAt: "2026-11-20T10:00:00Z",
        })),
      }),
    });
    const table = await screen.findByRole("table", { name: "Posts" });
    const rows = within(table).getAllByRole("row").slice(1);
    const status = rows.map(
      (r) => within(r).getAllByRole("cell")[1].textContent,
    );
    expect(status).toEqual([
      "Draft",
      `Scheduled for ${localDateTime(publishAt)}`,
      "Published",
      "Published · changes not yet published",
    ]);
    expect(
      within(rows[0]).getByRole("link", { name: "A draft" }),
    ).toHaveAttribute("href", "/admin/posts/p0");
    expect(rows[0]).toHaveTextContent("alice");
    expect(rows[0]).toHaveTextContent("11/20/2026");
    expect(screen.getByRole("link", { name: "New post" })).toHaveAttribute(
      "href",
      "/admin/posts/new",
    );
  });

  it("filters by status through the address", async () => {
    const env = await openList("/admin/posts?status=SCHEDULED");
    const op = await pending(env, "PostsAdminQuery");
    expect(op.request.variables.status).toBe("SCHEDULED");
    await resolve(env, "PostsAdminQuery", {
      PostConnection: () => ({ totalCount: 0, edges: [] }),
    });
    expect(
      await screen.findByText("No posts yet: write the first with New post."),
    ).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText("Status"), "Published");
    const next = await pending(
      env,
      "PostsAdminQuery",
      (v) => v.status === "PUBLISHED",
    );
    expect(next.request.variables.status).toBe("PUBLISHED");
  });
});

describe("/admin/posts/new", () => {
  it("prefills the slug from the title, saves a draft and opens its editor", async () => {
    const { env } = await renderAdmin(<NewPost />, {
      page: "NewPost",
      route: "/admin/posts/new",
    });
    const title = await screen.findByLabelText(/^Title/);
    await user.type(title, "Ten SEO Wins for 2027!");
    expect(screen.getByLabelText(/^Slug/)).toHaveValue("ten-seo-wins-for-2027");
    await screen.findByRole("textbox", { name: "Body" });
    await user.click(screen.getByRole("button", { name: "Save draft" }));
    const op = await pending(env, "PostEditCreateMutation");
    expect(op.request.variables.input).toMatchObject({
      title: "Ten SEO Wins for 2027!",
      slug: "ten-seo-wins-for-2027",
      noindex: false,
    });
    await resolve(env, "PostEditCreateMutation", {
      Post: () => ({ id: "8589934601" }),
    });
    await expectToast("Post is Saved");
    expect(await screen.findByTestId("location")).toHaveTextContent(
      "/admin/posts/8589934601",
    );
  });

  it("asks for the title before saving", async () => {
    const { env } = await renderAdmin(<NewPost />, {
      page: "NewPost",
      route: "/admin/posts/new",
    });
    await user.click(await screen.findByRole("button", { name: "Save draft" }));
    expect(await screen.findByText(/Title is required/)).toBeInTheDocument();
    expect(
      env.mock.getAllOperations().map((o) => o.request.node.params.name),
    ).not.toContain("PostEditCreateMutation");
  });
});

describe("/admin/posts/:id", () => {
  async function openPost(
    data: Record<string, unknown>,
    role: "Owner" | "Author" = "Owner",
  ) {
    const { env } = await renderAdmin(<PostEdit />, {
      page: "PostEdit",
      route: "/admin/posts/:id",
      path: "/admin/posts/8589934593",
      role,
    });
    await resolveData(env, "PostEditQuery", { node: data });
    await screen.findByRole("textbox", { name: "Body" });
    return env;
  }

  it("a draft: Save draft, Publish, Schedule and Move to trash; Publish saves the changes first", async () => {
    const env = await openPost(post());
    expect(screen.getByText("Draft", { selector: "p" })).toBeInTheDocument();
    for (const name of ["Save draft", "Publish", "Schedule"])
      expect(screen.getByRole("button", { name })).toBeInTheDocument();
    expect(
      screen.getByRole("button", { name: "Delete Ten SEO wins" }),
    ).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Unpublish" })).toBeNull();
    expect(
      screen.queryByRole("button", { name: "Send as newsletter" }),
    ).toBeNull(); // a draft is not sent
    fireEvent.change(screen.getByLabelText(/^Excerpt/), {
      target: { value: "Twelve quick wins." },
    });
    await user.click(screen.getByRole("button", { name: "Publish" }));
    const save = await pending(env, "PostEditUpdateMutation");
    expect(save.request.variables).toMatchObject({
      id: "8589934593",
      input: { excerpt: "Twelve quick wins.", version: 3, body: BODY },
    });
    await resolve(env, "PostEditUpdateMutation", {
      Post: () => ({ id: "8589934593", version: 4 }),
    });
    const publish = await pending(env, "PostEditPublishMutation");
    expect(publish.request.variables).toEqual({ id: "8589934593" });
    await resolve(env, "PostEditPublishMutation", {
      Post: () => ({ id: "8589934593", status: "PUBLISHED" }),
    });
    await expectToast("Post is Published");
  });

  it("a published post with changes edits the draft: Publish changes, Discard changes, Unpublish", async () => {
    const env = await openPost(
      post({
        status: "PUBLISHED",
        draft: {
          ...fields,
          title: "Twelve SEO wins",
          savedAt: "2026-11-27T10:00:00Z",
          savedBy: "a@example.com",
        },
      }),
    );
    expect(
      screen.getByText("Published · changes not yet published", {
        selector: "p",
      }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/^Title/)).toHaveValue("Twelve SEO wins");
    for (const name of [
      "Save changes as draft",
      "Publish changes",
      "Discard changes",
      "Unpublish",
    ])
      expect(screen.getByRole("button", { name })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Publish changes" }));
    // Nothing typed since the draft was saved: publishing sends no update first.
    await resolve(env, "PostEditPublishMutation", {
      Post: () => ({ id: "8589934593", status: "PUBLISHED", draft: null }),
    });
    await expectToast("Changes are Published");
    expect(
      env.mock.getAllOperations().map((o) => o.request.node.params.name),
    ).not.toContain("PostEditUpdateMutation");
  });

  it("saving the first draft of a published post shows the draft it saved", async () => {
    const env = await openPost(post({ status: "PUBLISHED" }));
    const title = screen.getByLabelText(/^Title/);
    await user.clear(title);
    await user.type(title, "Eleven SEO wins");
    await user.click(
      screen.getByRole("button", { name: "Save changes as draft" }),
    );
    const draft = {
      ...fields,
      title: "Eleven SEO wins",
      savedAt: "2026-11-27T10:00:00Z",
    };
    await resolve(env, "PostEditUpdateMutation", {
      Post: () => ({ ...post({ status: "PUBLISHED", version: 4 }), draft }),
    });
    await expectToast("Post is Saved");
    // The answer carries the whole draft: the form shows it, not empty fields.
    expect(
      await screen.findByText("Published · changes not yet published", {
        selector: "p",
      }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/^Title/)).toHaveValue("Eleven SEO wins");
    expect(screen.getByLabelText(/^Excerpt/)).toHaveValue("Quick wins.");
  });

  it("discards the changes of a published post", async () => {
    const env = await openPost(
      post({
        status: "PUBLISHED",
        draft: {
          ...fields,
          title: "Twelve SEO wins",
          savedAt: "2026-11-27T10:00:00Z",
          savedBy: "a@example.com",
        },
      }),
    );
    await user.click(screen.getByRole("button", { name: "Discard changes" }));
    const op = await resolve(env, "PostEditDiscardMutation", {
      Post: () => ({ id: "8589934593", draft: null }),
    });
    expect(op.request.variables).toEqual({ id: "8589934593" });
    await expectToast("Changes are Discarded");
  });

  it("schedules in the browser’s time zone and sends UTC", async () => {
    const env = await openPost(post());
    await user.click(screen.getByRole("button", { name: "Schedule" }));
    const dialog = screen.getByRole("dialog", { name: "Schedule the post" });
    expect(dialog).toHaveTextContent(
      `Times are in your time zone (${Intl.DateTimeFormat().resolvedOptions().timeZone}).`,
    );
    fireEvent.change(within(dialog).getByLabelText("Publish at"), {
      target: { value: "2027-01-05T09:30" },
    });
    fireEvent.change(within(dialog).getByLabelText("Unpublish at (optional)"), {
      target: { value: "2027-01-04T09:30" },
    });
    await user.click(within(dialog).getByRole("button", { name: "Schedule" }));
    expect(within(dialog).getByRole("alert")).toHaveTextContent(
      "The post must be unpublished after it is published.",
    );
    fireEvent.change(within(dialog).getByLabelText("Unpublish at (optional)"), {
      target: { value: "" },
    });
    await user.click(within(dialog).getByRole("button", { name: "Schedule" }));
    const op = await pending(env, "PostEditScheduleMutation");
    expect(op.request.variables).toEqual({
      id: "8589934593",
      publishAt: new Date(2027, 0, 5, 9, 30).toISOString(),
      unpublishAt: null,
    });
    await resolve(env, "PostEditScheduleMutation", {
      Post: () => ({ id: "8589934593", status: "SCHEDULED" }),
    });
    await expectToast("Post is Scheduled");
  });

  it("an Author sees no Publish or Schedule", async () => {
    await openPost(post(), "Author");
    expect(
      screen.getByRole("button", { name: "Save draft" }),
    ).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Publish" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Schedule" })).toBeNull();
  });

  it("sends a published post to the newsletter once, after a confirmation, and shows its counts", async () => {
    const env = await openPost(post({ status: "PUBLISHED" }));
    await user.click(
      screen.getByRole("button", { name: "Send as newsletter" }),
    );
    const dialog = screen.getByRole("dialog", {
      name: "Send Ten SEO wins to the newsletter?",
    });
    await user.click(
      within(dialog).getByRole("button", { name: "Send to subscribers" }),
    );
    const op = await pending(env, "PostNewsletterSendMutation");
    expect(op.request.variables).toEqual({ id: "8589934593" });
    const newsletter = {
      startedAt: "2026-11-27T10:00:00Z",
      startedBy: "ed@example.com",
      finishedAt: null,
      stopped: "",
      recipients: 3,
      queued: 2,
      sent: 1,
      failed: 0,
    };
    await resolve(env, "PostNewsletterSendMutation", {
      Post: () => ({
        id: "8589934593",
        title: "Ten SEO wins",
        status: "PUBLISHED",
        newsletter,
      }),
    });
    await expectToast("Sending to the newsletter: Ten SEO wins");
    expect(
      await screen.findByText(
        "3 subscribers reached: 2 queued, 1 sent, 0 failed.",
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        /by ed@example\.com \(still sending, a batch a minute\)/,
      ),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole("button", { name: "Send as newsletter" }),
    ).toBeNull();
  });

  it("offers no newsletter to an Author, who does not publish", async () => {
    await openPost(post({ status: "PUBLISHED" }), "Author");
    expect(
      screen.queryByRole("button", { name: "Send as newsletter" }),
    ).toBeNull();
  });

  it("shows the server’s refusal of a second sending", async () => {
    const env = await openPost(post({ status: "PUBLISHED" }));
    await user.click(
      screen.getByRole("button", { name: "Send as newsletter" }),
    );
    await user.click(
      within(screen.getByRole("dialog")).getByRole("button", {
        name: "Send to subscribers",
      }),
    );
    await fail(env, "PostNewsletterSendMutation", [
      {
        message:
          'The post "Ten SEO wins" was sent as a newsletter on 2026-11-27 10:00:00 UTC: a post is sent once.',
        extensions: { code: "CONFLICT" },
      },
    ]);
    await expectToast(/a post is sent once/, "error");
  });

  it("shows the server’s refusal of a slug on the field", async () => {
    const env = await openPost(post());
    fireEvent.change(screen.getByLabelText(/^Slug/), {
      target: { value: "admin" },
    });
    await user.click(screen.getByRole("button", { name: "Save draft" }));
    await fail(env, "PostEditUpdateMutation", [
      {
        message: 'The slug "admin" is a path the site already uses.',
        extensions: { code: "VALIDATION", fields: { slug: "taken" } },
      },
    ]);
    await expectToast(
      'The slug "admin" is a path the site already uses.',
      "error",
    );
    expect(screen.getByLabelText(/^Slug/)).toHaveAttribute(
      "aria-invalid",
      "true",
    );
  });
});
