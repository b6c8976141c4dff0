import { graphql } from 'react-relay/hooks';
import { Link } from 'react-router';
import type { BlogQuery, BlogQuery$data } from '../__generated__/BlogQuery.graphql';
import { blogPageHref, postDate, readingTime } from '../blog/format';
import { Picture } from '../components/Picture';
import { useDocumentTitle } from '../hooks/useDocumentTitle';
import { WithPageQuery } from '../relay/WithPageQuery';
import { PageHero } from '../sections/PageHero';
import section from '../sections/section.module.css';
import NotFound from './NotFound';
import styles from './Blog.module.css';

export const blogQuery = graphql`
  query BlogQuery($page: Int!) @preloadable {
    blogPage(page: $page) {
      page
      pageCount
      posts {
        id
        slug
        title
        summary
        coverImage
        coverAlt
        publishedAt
        readingMinutes
        authorName
      }
    }
    publicMedia {
      ...Picture_media
    }
  }
`;

/** /blog and /blog/page/{n}: the published posts, newest first, ten a page, with real links between pages. */
function BlogView({ data }: { data: BlogQuery$data | null }) {
  const listing = data?.blogPage;
  if (listing && listing.page > 1 && listing.posts.length === 0) return <NotFound />;
  const title = listing && listing.page > 1 ? `Blog, page ${listing.page}` : 'Blog';
  return (
    <div className={section.publicPage}>
      <Title title={title} />
      <PageHero title="Blog" lead="Notes on search engine optimisation from our team." />
      <section className={section.section} aria-label="Posts" aria-busy={!listing || undefined}>
        <div className="container">
          {listing && listing.posts.length === 0 ? (
            <p className={styles.empty}>No posts yet. Come back soon.</p>
          ) : (
            <ul className={styles.posts}>
              {(listing?.posts ?? []).map((p, i) => (
                <li key={p.id}>
                  <article className={styles.card} aria-labelledby={`post-${p.id}`}>
                    {p.coverImage && (
                      <Picture
                        src={p.coverImage}
                        media={data?.publicMedia}
                        alt={p.coverAlt}
                        sizes="(min-width: 64rem) 30rem, 100vw"
                        width={960}
                        height={540}
                        className={styles.cover}
                        priority={i === 0}
                        lazy={i > 1}
                      />
                    )}
                    <div className={styles.cardBody}>
                      <h2 id={`post-${p.id}`} className={styles.cardTitle}>
                        <Link to={`/blog/${p.slug}`}>{p.title}</Link>
                      </h2>
                      <p className={styles.meta}>
                        <time dateTime={p.publishedAt ?? undefined}>{postDate(p.publishedAt)}</time> · {readingTime(p.readingMinutes)} ·{' '}
                        {p.authorName}
                      </p>
                      <p className={styles.summary}>{p.summary}</p>
                    </div>
                  </article>
                </li>
              ))}
            </ul>
          )}
          {listing && listing.pageCount > 1 && <Pager page={listing.page} pageCount={listing.pageCount} />}
        </div>
      </section>
    </div>
  );
}

function Title({ title }: { title: string }) {
  useDocumentTitle(title);
  return null;
}

/** Links to the newer and older pages and to each page, as plain links a crawler follows. */
function Pager({ page, pageCount }: { page: number; pageCount: number }) {
  return (
    <nav aria-label="Pages of the blog" className={styles.pager}>
      {page > 1 && (
        <Link to={blogPageHref(page - 1)} rel="prev">
          Newer posts
        </Link>
      )}
      <ol>
        {Array.from({ length: pageCount }, (_, i) => i + 1).map((n) => (
          <li key={n}>
            {n === page ? (
              <span aria-current="page">{n}</span>
            ) : (
              <Link to={blogPageHref(n)} aria-label={`Page ${n}`}>
                {n}
              </Link>
            )}
          </li>
        ))}
      </ol>
      {page < pageCount && (
        <Link to={blogPageHref(page + 1)} rel="next">
          Older posts
        </Link>
      )}
    </nav>
  );
}

export default function Blog() {
  return <WithPageQuery<BlogQuery> query={blogQuery} show={(data) => <BlogView data={data} />} />;
}
