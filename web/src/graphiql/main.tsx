// GraphiQL for this server's API, bundled from npm (graphiql, Monaco and its workers are
// files of this build): it works offline and sends every request to /graphql.
// A second Vite page (web/graphiql.html → dist/graphiql.html, served at /graphiql):
// none of this is in the site's own bundle.
import 'graphiql/setup-workers/vite';
import 'graphiql/style.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { GraphiQL } from 'graphiql';
import { createSameOriginFetcher } from './fetcher';

const DEFAULT_QUERY = `# Public content needs no sign-in. As someone, add in Headers:
# {"Authorization": "Bearer <Firebase ID token>"}
query HomeContent {
  banners(first: 1) {
    edges {
      node {
        id
        bannerHeading
        buttonLink
      }
    }
  }
  pricingPackages(first: 3) {
    edges {
      node {
        id
        packageName
        packagePrice
      }
    }
  }
}
`;

createRoot(document.getElementById('graphiql')!).render(
  <StrictMode>
    <GraphiQL fetcher={createSameOriginFetcher('/graphql')} defaultQuery={DEFAULT_QUERY} />
  </StrictMode>,
);
