// GraphiQL itself, bundled from npm (graphiql, Monaco and its workers are files of this
// build): loaded only once the server let the caller in (main.tsx), it works offline and
// sends every request to /graphql with the caller's credentials.
import 'graphiql/setup-workers/vite';
import 'graphiql/style.css';
import { GraphiQL } from 'graphiql';
import { authorization, type Credentials } from './access';
import { createSameOriginFetcher } from './fetcher';

const DEFAULT_QUERY = `# Public content needs no sign-in. Signed in as staff, or with an API key,
# your own rights apply (and, in production, your budget of cost points).
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

export default function Editor({ creds }: { creds: Credentials }) {
  return <GraphiQL fetcher={createSameOriginFetcher('/graphql', () => authorization(creds))} defaultQuery={DEFAULT_QUERY} />;
}
