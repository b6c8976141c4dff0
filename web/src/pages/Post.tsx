import { useEffect } from 'react';
import { graphql } from 'react-relay/hooks';
import { Link } from 'react-router';
import type { PostQuery, PostQuery$data } from '../__generated__/PostQuery.graphql';
import { postDate, readingTime } from '../blog/format';
import { Picture } from '../components/Picture';
import { DocumentView } from '../documents/DocumentView';
import { siteName } from '../hooks/useDocumentTitle';
import { WithPageQuery } from '../relay/WithPageQuery';
import section from '../sections/section.module.css';
import NotFound from './NotFound';
import styles from './Post.module.css';

export const postQuery = graphql`
  query PostQuery($slug: String!) @preloadable {
    postBySlug(slug: $slug) {
      id
      title
      seoTitle
      body
      coverImage
      coverAlt
      publishedAt
      readingMinutes
      authorName
    }
    publicMedia {
      ...Picture_media
    }
  }
`;

/** The title the server's head gives a post: its SEO title as written, else "title | site name". */
export function postTitle(post: { title: string; seoTitle: string }): string {
  return post.seoTitle || `${post.title} | ${siteName()}`;
}

/** /blog/{slug}: one published post; any other slug is a 404. */
function PostView({ data }: { data: PostQuery$data | null }) {
  const post = data?.postBySlug;
  useEffect(() => {
    if (post) document.title = postTitle(post);
  }, [post]);
  if (data && !post) return <NotFound />;
  return (
    <article className={section.publicPage} aria-labelledby="post-title" aria-busy={!post || undefined}>
      <header className={styles.hero}>
        <div className={`container ${styles.narrow}`}>
          <nav aria-label="Breadcrumb" className={styles.breadcrumb}>
            <ol>
              <li>
                <Link to="/">Home</Link>
              </li>
              <li>
                <Link to="/blog">Blog</Link>
              </li>
              <li aria-current="page">{post?.title}</li>
            </ol>
          </nav>
          <h1 id="post-title">{post?.title ?? '\u00a0'}</h1>
          <p className={styles.meta}>
            {post && (
              <>
                <time dateTime={post.publishedAt ?? undefined}>{postDate(post.publishedAt)}</time> · {readingTime(post.readingMinutes)} · By{' '}
                {post.authorName}
              </>
            )}
          </p>
        </div>
      </header>
      {post && (
        <div className={`container ${styles.narrow} ${styles.body}`}>
          {post.coverImage && (
            <Picture
              src={post.coverImage}
              media={data?.publicMedia}
              alt={post.coverAlt}
              sizes="(min-width: 48rem) 46rem, 100vw"
              width={1280}
              height={720}
              className={styles.cover}
              priority
              lazy={false}
            />
          )}
          <DocumentView document={post.body} media={data?.publicMedia} />
          <p className={styles.back}>
            <Link to="/blog">All posts</Link>
          </p>
        </div>
      )}
    </article>
  );
}

export default function Post() {
  return <WithPageQuery<PostQuery> query={postQuery} show={(data) => <PostView data={data} />} />;
}
