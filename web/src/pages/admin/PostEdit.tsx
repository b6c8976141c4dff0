import { useRef } from "react";
import {
  graphql,
  readInlineData,
  usePreloadedQuery,
  type PreloadedQuery,
} from "react-relay/hooks";
import { useNavigate } from "react-router";
import type {
  CreatePostInput,
  PostEditCreateMutation,
} from "../../__generated__/PostEditCreateMutation.graphql";
import type { PostEditDiscardMutation } from "../../__generated__/PostEditDiscardMutation.graphql";
import type { PostEditPublishMutation } from "../../__generated__/PostEditPublishMutation.graphql";
import type { PostEditQuery } from "../../__generated__/PostEditQuery.graphql";
import type { PostEdit_post$key } from "../../__generated__/PostEdit_post.graphql";
import type { PostEditScheduleMutation } from "../../__generated__/PostEditScheduleMutation.graphql";
import type { PostEditUnpublishMutation } from "../../__generated__/PostEditUnpublishMutation.graphql";
import type { PostEditUpdateMutation } from "../../__generated__/PostEditUpdateMutation.graphql";
import { AdminPage, notFound, type Crumb } from "../../admin/AdminPage";
import { can, useAccess } from "../../admin/access";
import { fieldsOf } from "../../admin/describe";
import type { FieldDef } from "../../admin/fields";
import { DeleteButton } from "../../admin/Lifecycle";
import { useAdminMutation } from "../../admin/useAdminMutation";
import { useReloadable } from "../../admin/useReloadable";
import { PostForm, type PostValues } from "./PostForm";
import { PostNewsletter } from "./PostNewsletter";
import { postStatusText } from "./postStatus";

const PARENTS: Crumb[] = [{ to: "/admin/posts", label: "Posts" }];

/** What the editor shows of a post: the query and every action's answer read it, so the store always has it whole. */
const postFragment = graphql`
  fragment PostEdit_post on Post @inline {
    id
    version
    status
    publishAt
    unpublishAt
    updatedAt
    title
    slug
    excerpt
    coverImage
    coverAlt
    body
    seoTitle
    seoDescription
    socialImage
    noindex
    canonical
    # A published post's pending changes: the form edits these.
    draft {
      title
      slug
      excerpt
      coverImage
      coverAlt
      body
      seoTitle
      seoDescription
      socialImage
      noindex
      canonical
      savedAt
    }
  }
`;

const query = graphql`
  query PostEditQuery($id: ID!) @preloadable {
    node(id: $id) {
      __typename
      ...PostEdit_post @alias
      ...PostNewsletter_post @alias
    }
  }
`;

const createMutation = graphql`
  mutation PostEditCreateMutation($input: CreatePostInput!) {
    createPost(input: $input) {
      id
      ...PostEdit_post
    }
  }
`;
const updateMutation = graphql`
  mutation PostEditUpdateMutation($id: ID!, $input: UpdatePostInput!) {
    updatePost(id: $id, input: $input) {
      version
      ...PostEdit_post
    }
  }
`;
const publishMutation = graphql`
  mutation PostEditPublishMutation($id: ID!) {
    publishPost(id: $id) {
      ...PostEdit_post
    }
  }
`;
const scheduleMutation = graphql`
  mutation PostEditScheduleMutation(
    $id: ID!
    $publishAt: Time
    $unpublishAt: Time
  ) {
    schedulePost(id: $id, publishAt: $publishAt, unpublishAt: $unpublishAt) {
      ...PostEdit_post
    }
  }
`;
const discardMutation = graphql`
  mutation PostEditDiscardMutation($id: ID!) {
    discardPostDraft(id: $id) {
      ...PostEdit_post
    }
  }
`;
const unpublishMutation = graphql`
  mutation PostEditUnpublishMutation($id: ID!) {
    unpublishPost(id: $id) {
      ...PostEdit_post
    }
  }
`;

/** The form's fields in the order an author fills them (the body, in the document editor, comes after). */
const ORDER = [
  "title",
  "slug",
  "excerpt",
  "coverImage",
  "coverAlt",
  "seoTitle",
  "seoDescription",
  "socialImage",
  "noindex",
  "canonical",
];

function postFields(): FieldDef[] {
  const all = fieldsOf("Post");
  return ORDER.flatMap((name) => {
    const f = all.find((x) => x.name === name);
    if (!f) return [];
    return [
      name === "noindex"
        ? { ...f, kind: "select" as const, options: ["No", "Yes"] }
        : f,
    ];
  });
}

/** The form's values as the API's input: noindex a Boolean, the rest strings. */
function inputOf(v: PostValues): CreatePostInput {
  return {
    title: v.title,
    slug: v.slug,
    excerpt: v.excerpt,
    body: v.body,
    coverImage: v.coverImage,
    coverAlt: v.coverAlt,
    seoTitle: v.seoTitle,
    seoDescription: v.seoDescription,
    socialImage: v.socialImage,
    noindex: v.noindex === "Yes",
    canonical: v.canonical,
  };
}

/** A post's (or its draft's) editable fields as the form's values. */
function valuesOf(fields: FieldDef[], p: Record<string, unknown>): PostValues {
  const out: PostValues = { body: String(p.body ?? "") };
  for (const f of fields)
    out[f.name] =
      f.name === "noindex"
        ? p.noindex
          ? "Yes"
          : "No"
        : String(p[f.name] ?? "");
  return out;
}

/** /admin/posts/new: a new post; its first save creates it and moves to its editor. */
export function NewPost() {
  const navigate = useNavigate();
  const mayPublish = can(useAccess(), "posts", "write");
  const [create] = useAdminMutation<PostEditCreateMutation>(createMutation);
  const [publish] = useAdminMutation<PostEditPublishMutation>(publishMutation);
  const created = useRef<string | null>(null);
  const fields = postFields();
  return (
    <AdminPage title="New post" parents={PARENTS}>
      <PostForm
        fields={fields}
        initial={valuesOf(fields, {})}
        isNew
        status="DRAFT"
        hasDraft={false}
        mayPublish={mayPublish}
        save={async (values) => {
          const res = await create({ input: inputOf(values) });
          created.current = res.createPost.id;
        }}
        publish={() => publish({ id: created.current! })}
        onDone={() =>
          navigate(`/admin/posts/${created.current}`, { replace: true })
        }
      />
    </AdminPage>
  );
}

/** /admin/posts/{id}: a post, its pending changes when it is published, and the actions of its state. */
export default function PostEdit() {
  const [loaded, reload] = useReloadable<PostEditQuery>(query);
  return (
    <AdminPage title="Edit post" parents={PARENTS} onRetry={reload}>
      <Editor loaded={loaded} reload={reload} />
    </AdminPage>
  );
}

function Editor({
  loaded,
  reload,
}: {
  loaded: PreloadedQuery<PostEditQuery>;
  reload(): void;
}) {
  const navigate = useNavigate();
  const data = usePreloadedQuery<PostEditQuery>(query, loaded);
  const ref = data.node?.PostEdit_post;
  if (!ref) notFound(); // no post of that id
  const post = readInlineData<PostEdit_post$key>(postFragment, ref);
  const mayPublish = can(useAccess(), "posts", "write");
  const [update] = useAdminMutation<PostEditUpdateMutation>(updateMutation);
  const [publish] = useAdminMutation<PostEditPublishMutation>(publishMutation);
  const [schedule] =
    useAdminMutation<PostEditScheduleMutation>(scheduleMutation);
  const [discard] = useAdminMutation<PostEditDiscardMutation>(discardMutation);
  const [unpublish] =
    useAdminMutation<PostEditUnpublishMutation>(unpublishMutation);
  const fields = postFields();
  const shown = valuesOf(fields, post.draft ?? post);
  const hasDraft = !!post.draft;
  const version = useRef(post.version);
  const id = post.id;
  return (
    <>
      <p className="admin-muted" role="status">
        {postStatusText({
          status: post.status,
          publishAt: post.publishAt,
          hasDraft,
        })}
      </p>
      <PostForm
        key={`${post.version}-${post.status}-${hasDraft}`}
        fields={fields}
        initial={shown}
        isNew={false}
        status={post.status as "DRAFT" | "SCHEDULED" | "PUBLISHED"}
        hasDraft={hasDraft}
        publishAt={post.publishAt}
        unpublishAt={post.unpublishAt}
        mayPublish={mayPublish}
        save={async (values) => {
          const res = await update({
            id,
            input: { ...inputOf(values), version: version.current },
          });
          version.current = res.updatePost.version;
        }}
        publish={() => publish({ id })}
        actions={{
          schedule: (publishAt, unpublishAt) =>
            schedule({ id, publishAt, unpublishAt }),
          discard: () => discard({ id }),
          unpublish: () => unpublish({ id }),
        }}
        onDone={reload}
        trash={
          <DeleteButton
            id={id}
            label={shown.title}
            onDeleted={() => navigate("/admin/posts")}
          />
        }
      />
      {data.node?.PostNewsletter_post && (
        <PostNewsletter
          post={data.node.PostNewsletter_post}
          mayPublish={mayPublish}
          onRefresh={reload}
        />
      )}
    </>
  );
}
