package rest

import (
	"fmt"
	"reflect"
	"strconv"
	"strings"

	"seoagency/validate"
)

//go:generate sh -c "go run ./apidoc > ../docs/api.md"

// Reference writes the API reference (docs/api.md) from the route table, so the
// document cannot drift from the routes: a test compares the two.
func Reference() string {
	var b strings.Builder
	b.WriteString(`# REST API reference

Generated from ` + "`rest/routes.go`" + ` by ` + "`go generate ./rest`" + `; a test fails when this file is stale.

Every path is under ` + "`/api`" + `. Send ` + "`Authorization: Bearer <Firebase ID token>`" + ` to act as a signed-in user,
or ` + "`Authorization: Bearer sk_live_…`" + ` to act with an API key's scopes ([API keys](#api-keys-for-integrators)).
Bodies are JSON (` + "`Content-Type: application/json`" + `, at most 1 MiB); unknown fields are ignored.
Records carry ` + "`_id`" + ` (the GraphQL node id), their fields, ` + "`createdAt`" + ` and ` + "`updatedAt`" + `.
A field's name is its GraphQL name: camel case, with an id written ` + "`ID`" + ` (` + "`nodeID`" + `, ` + "`txnID`" + `), as errors name it too.
Amounts are strings with two decimals (` + "`\"49.00\"`" + `). Writes answer with the stored record.

Errors: ` + "`{\"error\": {\"code\": \"VALIDATION\", \"message\": \"…\", \"fields\": {\"bannerHeading\": \"required\"}}}`" + ` with
400 (bad JSON or invalid fields), 401 (sign-in needed or bad token), 403 (role), 404, 409 (a second
singleton, a taken unique value, an illegal status move), 413 (body too large), 415 (not JSON).

Content records also carry ` + "`version`" + ` and ` + "`updatedBy`" + `. Send the ` + "`version`" + ` you read with an update: when
someone saved in between, the answer is 409 with "changed by X at T" and ` + "`fields: {\"version\": \"stale\"}`" + `
(without it, the last save wins). ` + "`DELETE /api/items/{id}`" + ` moves any content record to the trash, where it
stays restorable for 30 days; orders are archived instead, never deleted. Every change is kept as a revision.

` + "`POST /api/preview`" + ` (admin) paints a public page with unsaved values and saves nothing. Body:
` + "`{\"id\": \"<node id>\", \"path\": \"/service\", \"values\": {\"serviceHeading\": \"…\"}}`" + `; in the answers of the page's
public queries, the fields named in ` + "`values`" + ` of the object with that id take the values (a number stays a
number). The answer is the page's HTML (` + "`text/html`" + `, no scripts, ` + "`noindex`" + `, ` + "`Cache-Control: no-store`" + `) with a
"Preview — not saved" bar; 400 for a path that is not a public page or a field the record's type lacks, 404
for an id of no public record.

` + "`GET /api/export/orders.csv`" + `, ` + "`/api/export/subscribers.csv`" + ` and ` + "`/api/export/messages.csv`" + ` (admin) answer the admin's
table as a CSV file, exactly as filtered, streamed 500 rows at a time: UTF-8 with a BOM, RFC 4180 quoting, dates
in ISO 8601 (UTC), amounts with two decimals, and a cell that starts with ` + "`=`" + `, ` + "`+`" + `, ` + "`-`" + `, ` + "`@`" + `, a tab or a carriage
return prefixed with ` + "`'`" + ` (so a spreadsheet never runs it as a formula). The query string holds the table's filters:
` + "`q`" + ` (text in the name, e-mail, subject or package, case aside; at most ` + strconv.Itoa(validate.MaxSearch) + ` characters), ` + "`status`" + ` (orders:
Pending, Delivered; messages: UnRead, Read; subscribers: Pending, Confirmed, Unsubscribed), ` + "`payment`" + ` (orders:
a payment status), ` + "`from`" + ` and ` + "`to`" + ` (YYYY-MM-DD, UTC, both included), ` + "`sort`" + ` (` + "`-date`" + `, the default, or ` + "`date`" + `;
for orders also ` + "`-amount`" + ` and ` + "`amount`" + `). A bad value is a 400 that names it. ` + "`GET /api/export/audit.csv`" + ` is the audit log (the Owner's only), newest first,
under ` + "`q`, `actor`, `action`, `entity`, `from`" + ` and ` + "`to`" + ` (see [security](security.md#the-audit-log)).

The server supplies the handlers of five routes (` + "`rest.Deps`" + `): ` + "`GET /api/my-data`" + ` downloads the caller's own data as a
JSON file; ` + "`POST /api/delete-account`" + ` with ` + "`{\"confirm\": \"DELETE\"}`" + ` deletes the caller's account; ` + "`POST /api/vitals`" + ` takes
a public page's Web Vitals (` + "`{\"page\": \"/\", \"metrics\": [{\"name\": \"LCP\", \"value\": 1200}]}`" + `, 204); ` + "`POST /api/paypal/ipn`" + `
takes PayPal's payment notices (a form body, answered 200 once stored).

A path known under another method answers 405 with an ` + "`Allow`" + ` header.

Images are uploaded through GraphQL, not under ` + "`/api`" + `: ` + "`POST /graphql`" + ` as a multipart request
(https://github.com/jaydenseric/graphql-multipart-request-spec) with the mutation
` + "`uploadMedia(file: Upload!, alt: String)`" + ` (admin): the part ` + "`operations`" + ` (the request, ` + "`\"file\": null`" + ` in its
variables), then ` + "`map`" + ` (` + "`{\"0\": [\"variables.file\"]}`" + `), then the file, with the ` + "`Authorization`" + ` header; any variable
name does, and ` + "`uploadMediaFiles`" + ` takes several files in one request ([uploading several files](#uploading-several-files)).
JPEG, PNG, GIF or WebP of at most 20 MB and 40 megapixels; anything else is refused with a 4xx saying why, and
nothing is stored. An image is served at ` + "`GET /media/<hash>.<ext>`" + ` (and its widths at
` + "`/media/<hash>-<width>.webp`" + `), immutable; a content image field takes that address. The README's "Media library"
has a curl example, the limits and the storage.

| Method | Path | Who | Body |
|---|---|---|---|
`)
	for _, r := range Routes() {
		fmt.Fprintf(&b, "| %s | `/api%s` | %s | %s |\n", r.Method, r.Path, r.Access, fields(r.Body()))
	}
	b.WriteString(integrators)
	b.WriteString(production)
	b.WriteString(serverRoutes)
	b.WriteString(webhooksSection())
	return b.String()
}

// fields lists the JSON names of a body type.
func fields(t reflect.Type) string {
	if t == nil {
		return ""
	}
	var names []string
	for i := 0; i < t.NumField(); i++ {
		f := t.Field(i)
		if f.Anonymous { // an embedded input's fields are the body's own
			names = append(names, fields(f.Type))
			continue
		}
		name := strings.Split(f.Tag.Get("json"), ",")[0]
		if name == "" {
			name = strings.ToLower(f.Name[:1]) + f.Name[1:]
		}
		names = append(names, "`"+name+"`")
	}
	return strings.Join(names, ", ")
}

// integrators is the reference's section on API keys and cost limits (packages apikeys,
// graph: Limits.Cost, Transport.spend).
const integrators = `
## API keys for integrators

An Owner or Admin creates a key at ` + "`/admin/api-keys`" + ` (or with the GraphQL mutation ` + "`createApiKey`" + `): a name,
one or more scopes, an optional expiry and optional allowed client addresses (CIDR ranges). The secret
(` + "`sk_live_`" + ` and 43 characters: 256 random bits) is shown once; the server keeps only its SHA-256
([security](security.md#api-keys)). Send it as ` + "`Authorization: Bearer sk_live_…`" + ` to ` + "`/graphql`" + ` or any route
here. A key that is unknown, revoked or expired is refused with 401 ` + "`UNAUTHENTICATED`" + `; from an address
outside its ranges, 403 ` + "`FORBIDDEN`" + `. A revocation holds from the next request on, on every server: each
request looks the key up. "Last used" is noted at most once a minute.

| Scope | What the key may do (areas of the roles table, enforced by the data layer) |
|---|---|
| ` + "`public:read`" + ` | read what a visitor reads, with GraphQL queries of its own in production |
| ` + "`orders:read`" + ` | read orders, payments and customers' data (sales: read) |
| ` + "`content:write`" + ` | read and change the site's content, posts and media, drafts included (content, posts, media: write) |
| ` + "`subscribers:read`" + ` | read subscribers and the contact form's messages (inbox: read) |

A key reads what a visitor reads whatever its scopes. No scope reaches the staff list, API keys, the site's
identity, the owner's settings (payment settings, the audit log, backups) or the system pages: a key never
manages keys, staff or settings. A key's writes are in the audit log under ` + "`apikey:<id>`" + ` and the key's name.

In production ` + "`/graphql`" + ` runs only the web app's persisted queries (` + "`PERSISTED_QUERY_REQUIRED`" + ` otherwise);
with a key, a query sent as text runs too ([GraphQL in production](#graphql-in-production)).

### Cost limits

Each operation's cost is computed before it runs: every field counts one point, and the fields under a
connection count once per item it asks for (` + "`first`" + ` or ` + "`last`" + `, at most 100, required). For example
` + "`{ banners(first: 10) { totalCount edges { node { id } } } }`" + ` costs 1 + 10 × 4 = 41 (` + "`totalCount`" + `, ` + "`edges`" + `, ` + "`node`" + ` and ` + "`id`" + ` ten times each). An operation
costing more than 20,000 points is refused before it runs (` + "`QUERY_TOO_LARGE`" + `, its cost in the message and
in ` + "`extensions.cost.requestedQueryCost`" + `).

Each key has a budget of points per minute (` + "`RATE_LIMIT_API_KEY_POINTS`" + `, 100,000 by default), counted in
the database so every server shares it. Each answer to a key holder says what it cost and what is left:

    X-RateLimit-Limit: 100000
    X-RateLimit-Remaining: 99959
    X-RateLimit-Reset: 1795795260        (Unix time when the points spent now are back)
    X-RateLimit-Cost: 41

and, in the body, ` + "`\"extensions\": {\"cost\": {\"requestedQueryCost\": 41, \"maximumQueryCost\": 20000, \"budget\": 100000, \"remaining\": 99959, \"resetAt\": \"2026-11-27T16:41:00Z\"}}`" + `.
An operation that costs more than is left is not run: 429 ` + "`RATE_LIMITED`" + ` with ` + "`Retry-After`" + `.

### Examples

    # Read the latest orders.
    curl -s https://example.com/graphql \
      -H 'Authorization: Bearer sk_live_…' -H 'Content-Type: application/json' \
      -d '{"query": "{ adminOrders(first: 20) { edges { node { id customerEmail price orderStatus paymentStatus } } } }"}'

    # Add a redirect (content:write).
    curl -s https://example.com/graphql \
      -H 'Authorization: Bearer sk_live_…' -H 'Content-Type: application/json' \
      -d '{"query": "mutation { createRedirect(input: {fromPath: \"/old\", target: \"/pricing\"}) { id } }"}'

    # The same routes as a signed-in user, with the key: the subscribers as CSV (subscribers:read).
    curl -s https://example.com/api/export/subscribers.csv -H 'Authorization: Bearer sk_live_…'
`
