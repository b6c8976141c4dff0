package rest

// serverRoutes is the reference's section on the routes the server registers beside this
// table (server.Handler): GraphQL, the staff's second factor, and what a site serves. A
// test of the server (server/routes_test.go) fails when it registers a route this file
// does not list.
const serverRoutes = `
## The server's other routes

Registered by the server beside the table above (` + "`server.Handler`" + `); a test fails when the server
registers a route that this page does not document.

| Method | Path | Who | What |
|---|---|---|---|
| POST | ` + "`/graphql`" + ` | anyone | the GraphQL API: persisted queries by ` + "`id`" + ` (the web app's), queries sent as text (outside production; in production with an API key, as signed-in staff, or public content while the Owner allows it: [below](#graphql-in-production)), uploads as multipart requests |
| GET | ` + "`/graphql`" + ` | anyone | queries only (` + "`?id=…&variables=…`" + ` or ` + "`?query=…`" + `); public answers carry an ` + "`ETag`" + ` |
| GET | ` + "`/graphiql`" + ` | anyone; in production signed-in staff and API key holders | GraphiQL, served by the site itself ([below](#graphiql)) |
| GET | ` + "`/api/staff/security`" + ` | staff | the caller's second factors and latest sign-ins ([security](security.md#staff-sessions-and-the-second-factor)) |
| POST | ` + "`/api/staff/totp`" + ` | staff | starts enrolling an authenticator app (secret, ` + "`otpauth://`" + ` URI, QR code) |
| DELETE | ` + "`/api/staff/totp`" + ` | staff | removes the caller's authenticator app |
| POST | ` + "`/api/staff/totp/confirm`" + ` | staff | ` + "`{\"code\"}`" + `: confirms the app, returns ten recovery codes |
| POST | ` + "`/api/staff/second-factor`" + ` | staff | ` + "`{\"code\"}`" + `: passes this sign-in's second factor (app or recovery code) |
| POST | ` + "`/api/staff/passkeys/options`" + ` | staff | starts registering a passkey |
| POST | ` + "`/api/staff/passkeys`" + ` | staff | ` + "`{\"name\", \"response\"}`" + `: stores a passkey |
| DELETE | ` + "`/api/staff/passkeys/{id}`" + ` | staff | removes one of the caller's passkeys |
| POST | ` + "`/api/staff/second-factor/passkey/options`" + ` | staff | starts a passkey sign-in |
| POST | ` + "`/api/staff/second-factor/passkey`" + ` | staff | ` + "`{\"response\"}`" + `: passes the second factor with a passkey |
| POST | ` + "`/api/staff/recovery-codes`" + ` | staff | replaces the caller's recovery codes |
| POST | ` + "`/api/staff/sign-out-everywhere`" + ` | staff | ends every sign-in of the caller |
| PUT | ` + "`/api/staff/second-factor-roles`" + ` | Owner | which roles must pass a second factor |
| POST | ` + "`/api/staff/reset-factors`" + ` | Owner, Admin | ` + "`{\"email\"}`" + `: removes a staff member's second factors and ends their sign-ins |
| GET | ` + "`/media/`" + ` | anyone | the media library's files (` + "`/media/<hash>.<ext>`" + `, widths ` + "`/media/<hash>-<width>.webp`" + `), immutable |
| POST | ` + "`/received-payment/{id}`" + ` | anyone | where PayPal sends the buyer back (a redirect to the order's page) |
| GET, POST | ` + "`/newsletter/confirm`" + ` | anyone, with the mail's signed link | confirms a newsletter subscription |
| GET, POST | ` + "`/newsletter/unsubscribe`" + ` | anyone, with the mail's signed link | unsubscribes (one-click, RFC 8058) |
| GET | ` + "`/app-config.json`" + ` | anyone | the web app's run-time settings (Firebase's public keys) |
| GET | ` + "`/robots.txt`" + ` | anyone | robots rules and the sitemap's address |
| GET | ` + "`/sitemap.xml`" + ` | anyone | the public pages and posts; past 50,000 URLs or 50 MB, an index of its parts |
| GET | ` + "`/sitemap-N.xml`" + ` | anyone | part N (from 1) of a sitemap too large for one file |
| GET | ` + "`/blog/feed.xml`" + ` | anyone | the blog's RSS feed |
| GET | ` + "`/healthz`" + ` | anyone | liveness: 200 while the process runs |
| GET | ` + "`/readyz`" + ` | anyone | readiness: 200 once the database answers and the pages are painted |
| GET | ` + "`/metrics`" + ` | operators | Prometheus text: on ` + "`METRICS_ADDR`" + `'s listener, or with the site outside production ([operations](operations.md)) |

Every other path is the web app's: its public pages (painted by the server), the customer area and the admin.
`

// production is the reference's section on who may send GraphQL documents of their own in
// production (graph.Transport: document, payer), GraphiQL and uploads of several files.
const production = `
## GraphQL in production

In production ` + "`/graphql`" + ` runs the web app's persisted queries for everyone. A query sent as text runs only:

- with an API key, with the key's scopes, spending the key's budget (above);
- from a signed-in staff member (` + "`Authorization: Bearer <Firebase ID token>`" + `, second factor passed, as GraphiQL
  sends it), with their role's rights, spending a budget of ` + "`RATE_LIMIT_API_KEY_POINTS`" + ` of their own, told as a
  key's is;
- from anyone else only while the Owner turns on **Public Text Queries** (payment settings, ` + "`/admin`" + `; off by
  default), and then only queries whose root fields read public content (` + "`banners`" + `, ` + "`pricingPackages`" + `,
  ` + "`posts`" + `, ` + "`postBySlug`" + `, ` + "`siteIdentities`" + `, …: what a visitor reads, as the ` + "`public:read`" + ` scope), no mutation
  and no introspection. Each costs points of a budget per client address (` + "`RATE_LIMIT_PUBLIC_QUERY_POINTS`" + `,
  10,000 a minute by default; an IPv6 address counts by its /64), told in the ` + "`X-RateLimit-*`" + ` headers only (the
  answer may be shared from the cache), and refused past it with 429 ` + "`RATE_LIMITED`" + `. Anything else is refused
  with 400 ` + "`PERSISTED_QUERY_REQUIRED`" + `, nothing run.

Introspection (the schema) is answered in production to staff and key holders only.

### GraphiQL

` + "`/graphiql`" + ` is GraphiQL, every file of it served by the site (nothing is loaded from another host). Outside
production anyone may use it. In production it opens for a signed-in staff member (the session of the web app
in the same browser: sign in at ` + "`/login`" + ` first) and for an integrator who pastes an API key (kept in the tab's
memory only); their queries run with their rights and within their budget, as any text query above. Anyone
else gets a page saying who may use it, and GraphiQL itself is not loaded.

### Uploading several files

The multipart request specification (https://github.com/jaydenseric/graphql-multipart-request-spec) as
written: any variable name, files nested in input objects and lists. ` + "`uploadMediaFiles(input: {files: [{file, alt}]})`" + `
adds several images in one request, all or none, and returns them in order:

    curl -s https://example.com/graphql -H 'Authorization: Bearer sk_live_…' \
      -F operations='{"query": "mutation($input: UploadMediaFilesInput!) { uploadMediaFiles(input: $input) { id url alt } }", "variables": {"input": {"files": [{"file": null, "alt": "Our team"}, {"file": null, "alt": "The office"}]}}}' \
      -F map='{"0": ["variables.input.files.0.file"], "1": ["variables.input.files.1.file"]}' \
      -F 0=@team.jpg -F 1=@office.png

The parts come in that order: ` + "`operations`" + `, ` + "`map`" + `, then each file the map names, once. A file may go to several
places (a map entry with several paths). Refused with 4xx and nothing stored: more than 10 files or paths (413),
a file over 20 MB or files over 40 MB together (413), a map path that does not lead through the variables to a
` + "`null`" + `, that names a place twice or a place that is not of type ` + "`Upload`" + `, a file part the map does not name or
one missing (400). Who may upload is decided before the body is read (staff who add media, keys with
` + "`content:write`" + `); the body must come within the bounds of every upload (no pause over 5 s, 32 KB/s on average,
30 s in all: [security](security.md#what-the-server-refuses)), and the processing of its images within 5 s a
file (25 s at most).
`
