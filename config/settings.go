package config

import "fmt"

// DefaultMemoryLimit is the Go heap's soft limit unless GOMEMLIMIT sets one: with the
// binary's own pages (about 90 MiB resident) the server stays near 150 MiB under load,
// where the Go default (the heap may double before a collection) reached 180 MiB.
const DefaultMemoryLimit = 64 << 20

// Setting is one environment variable of the server.
type Setting struct {
	Name string
	// Default is used when the variable is unset or blank.
	Default string
	// DevDefault is used in development only when the variable is unset; production must set it.
	DevDefault string
	// DefaultDoc describes a default that depends on something else (read where Load reads it).
	DefaultDoc string
	Doc        string
}

// Settings is every environment variable the server reads, in the order docs/configuration.md
// lists them: the defaults Load uses and what the docs say are written here only.
func Settings() []Setting {
	return []Setting{
		{Name: "ADDR", Default: "127.0.0.1:8080", Doc: "listen address (`:8080` for all interfaces)"},
		{Name: "PUBLIC_URL", Default: "http://localhost:8080", Doc: "the site's public address: canonical URLs, PayPal return, cancel and notify URLs"},
		{Name: "DATABASE_URL", Default: "data/seo-agency.db", Doc: "`postgres://user:pass@host:5432/db?sslmode=…` (the server sets `timezone=UTC` on its sessions), or the path of an SQLite file"},
		{Name: "APP_ENV", Default: "development", Doc: "`development` or `production` (production refuses the Auth emulator and any `demo-` Firebase setting, accepts only persisted GraphQL queries, and serves `/metrics` only on `METRICS_ADDR`)"},
		{Name: "FIREBASE_PROJECT_ID", Default: "demo-seo-agency", Doc: "Firebase project whose ID tokens are accepted; production refuses a `demo-` value"},
		{Name: "FIREBASE_AUTH_EMULATOR_HOST", Doc: "`host:port` of the Auth emulator; development and tests only (production refuses it set to any value, even blank)"},
		{Name: "FIREBASE_API_KEY", Default: "demo-api-key", Doc: "the web app's Firebase API key (handed to the browser at run time); production refuses a `demo-` value"},
		{Name: "FIREBASE_AUTH_DOMAIN", Default: "demo-seo-agency.firebaseapp.com", Doc: "the web app's Firebase auth domain; production refuses a `demo-` value"},
		{Name: "GOOGLE_APPLICATION_CREDENTIALS", Doc: "service-account JSON for real Firebase (needed to check revoked tokens); read by the Firebase Admin SDK"},
		{Name: "ADMIN_EMAILS", DefaultDoc: "(none; `make run` sets the demo admin)", Doc: "comma-separated e-mails put on the admin list at start"},
		{Name: "PAYPAL_EMAIL", DefaultDoc: "(none; `make run` sets `shop@paypal-sandbox.test`)", Doc: "the PayPal e-mail that receives payments, set at start only while none is set (a fresh site): afterwards the Owner's choice in the admin area stands. Without one, the pricing page says payments are not set up and no order can be placed"},
		{Name: "PAYPAL_CHECKOUT_URL", Default: "https://www.sandbox.paypal.com/cgi-bin/webscr", Doc: "where the pay form posts: PayPal's sandbox by default, `https://www.paypal.com/cgi-bin/webscr` live"},
		{Name: "PAYPAL_IPN_VERIFY_URL", Default: "https://ipnpb.sandbox.paypal.com/cgi-bin/webscr", Doc: "where notices are verified: PayPal's sandbox by default, `https://ipnpb.paypal.com/cgi-bin/webscr` live"},
		{Name: "WEB_DIR", Default: "web/dist", Doc: "the built web app (`npm run build` in `web/`), with the server's page renderer in `.server/` (never served)"},
		{Name: "GRAPHQL_INTROSPECTION", DefaultDoc: "`true` in development, `false` in production", Doc: "schema introspection and GraphiQL at `/graphiql` for everyone. Without it (production) both are for signed-in staff and API key holders only"},
		{Name: "RATE_LIMIT_PUBLIC_WRITES", Default: "20/min", Doc: "newsletter sign-ups and messages per client IP (`N/s`, `N/min`, `N/hour`, or `0` for off); counted in the database, so the limit holds across replicas"},
		{Name: "RATE_LIMIT_ORDERS", Default: "10/min", Doc: "orders per client IP"},
		{Name: "RATE_LIMIT_TOKENS", Default: "30/hour", Doc: "uses of invitation links (looking one up, accepting it) per client IP, failed ones included: the bound on guessing"},
		{Name: "RATE_LIMIT_ACCOUNT_MAILS", Default: "10/hour", Doc: "verification and password-reset mails asked for per client IP (each mailbox has its own bound too)"},
		{Name: "RATE_LIMIT_IPN", Default: "120/min", Doc: "PayPal notices per client IP"},
		{Name: "RATE_LIMIT_API_KEY_POINTS", Default: "100000/min", Doc: "query cost points each API key may spend (docs/api.md: cost limits); shared by replicas. A signed-in staff member's queries sent as text in production (GraphiQL) spend the same budget"},
		{Name: "RATE_LIMIT_PUBLIC_QUERY_POINTS", Default: "10000/min", Doc: "query cost points each client IP may spend on queries sent as text without a key, in production while the Owner allows them (Public Text Queries, docs/api.md); shared by replicas"},
		{Name: "TRUST_PROXY_HEADERS", Default: "false", Doc: "behind a reverse proxy: count limits by the last `X-Forwarded-For` address"},
		{Name: "CORS_ORIGINS", Doc: "comma-separated origins allowed to call `/api` and `/graphql` from a browser"},
		{Name: "METRICS_ADDR", Doc: "`host:port` of a listener of its own for `/metrics` (Prometheus text), e.g. `127.0.0.1:9090`; it must differ from `ADDR`. Unset: in development `/metrics` is served with the site (as `make bench` reads it), in production not at all. When set, the site's own listener never serves `/metrics`"},
		{Name: "OTEL_EXPORTER_OTLP_ENDPOINT", Doc: "turns traces on: the base URL of an OTLP/HTTP receiver (an OpenTelemetry Collector, Jaeger or Tempo), e.g. `http://otel-collector:4318`; spans go to its `/v1/traces` (see [operations](operations.md#traces)). Unset: no traces, and nothing is wrapped"},
		{Name: "OTEL_EXPORTER_OTLP_HEADERS", Doc: "headers sent with every export, `key=value,key2=value2` (a hosted receiver's API key); read by the OTLP exporter"},
		{Name: "OTEL_SERVICE_NAME", Default: "seo-agency", Doc: "the service name of the traces"},
		{Name: "OTEL_TRACES_SAMPLER_ARG", Default: "1", Doc: "the share of requests and jobs traced, from `0` to `1` (every one)"},
		{Name: "VITALS_SAMPLE_RATE", Default: "0.1", Doc: "the share of visits to public pages that report their Core Web Vitals, from `0` (off) to `1` (every visit)"},
		{Name: "SMTP_URL", DevDefault: "smtp://127.0.0.1:1025", Doc: "the mail server: `smtp://user:password@host:587` (STARTTLS when the server offers it; add `?starttls=required` to insist) or `smtps://user:password@host:465` (TLS from the first byte). The development default is the local mail viewer (MailDev) of `make run`. The password is never printed"},
		{Name: "MAIL_FROM", DevDefault: "SEO Agency <hello@seo-agency.test>", Doc: "the sender of every e-mail, `Name <address>`; use an address of a domain whose SPF/DKIM your mail provider signs"},
		{Name: "LINK_SECRET", DevDefault: "development-only-link-secret-do-not-use-in-production", Doc: "at least 32 characters (`openssl rand -hex 32`); signs the links in e-mails that act without a sign-in (newsletter confirmation and unsubscribe). Changing it voids the links already sent"},
		{Name: "NEWSLETTER_PER_MINUTE", Default: "60", Doc: "how many mails a minute \"Send as newsletter\" writes for a post's subscribers (1 to 1000), a batch each minute: keep it under your mail provider's sending rate. A thousand subscribers take 17 minutes at the default"},
		{Name: "MEDIA_STORE", Default: "data/media", Doc: "where uploaded images live: a directory (created if missing), or an S3-compatible bucket URL such as `s3://media?endpoint=https://ACCOUNT.r2.cloudflarestorage.com&region=auto` with `AWS_ACCESS_KEY_ID` and `AWS_SECRET_ACCESS_KEY` set (see [media](media.md))"},
		{Name: "IMAGE_ORIGINS", Default: "https:", Doc: "where pasted image addresses may point, space-separated, for the content security policy's `img-src` (uploaded images are the site's own). `https:` allows any HTTPS address, as before the library; set e.g. `https://cdn.example.com`, or a single space for none once every image is uploaded"},
		{Name: "NODE_BINARY", Default: "node", Doc: "the Node.js (20 or later; a name on `PATH` or a path) that paints the public pages in a child process. Without it the server still runs and sends each public page as its shell, which the browser renders; the log says so once"},
		{Name: "GOMEMLIMIT", DefaultDoc: fmt.Sprintf("`%dMiB`", DefaultMemoryLimit>>20), Doc: "Go's soft limit of the server's heap (the runtime's own variable; the server sets the default when it is unset). The binary's own pages add about 90 MiB of resident memory. Image processing needs about 400 MiB for a 12-MP photo: past the limit, collections run more often (at most half the CPU) and processing takes longer; raise it on a machine with memory to spare"},
		{Name: "AUDIT_RETENTION_DAYS", Default: "365", Doc: "how many days the audit log keeps its lines (1 to 36500); an hourly job removes older ones, and the chain still verifies from the last line removed"},
		{Name: "BACKUP_TARGET", Default: "data/backups", Doc: "where `server backup` writes its archives: a directory (created if missing), or an S3-compatible bucket URL as for `MEDIA_STORE` (see [operations](operations.md#backups-and-recovery))"},
		{Name: "BACKUP_RECIPIENT", Doc: "the age public key (`age1…`) backups are encrypted to; several are separated by spaces. `server backup key` makes a key pair. `server backup` refuses to run without it"},
		{Name: "BACKUP_KEEP_DAILY", Default: "14", Doc: "after each backup (`server backup`, scheduled or asked for at `/admin/backups`), keeps the newest archive of each of this many most recent days (1 to 3650) in `BACKUP_TARGET`"},
		{Name: "BACKUP_KEEP_MONTHLY", Default: "12", Doc: "and the newest archive of each of this many most recent months (0 to 1200); other archives there are deleted"},
		{Name: "BACKUP_SCHEDULE", DefaultDoc: "`daily` when `BACKUP_RECIPIENT` is set, else `off`", Doc: "backups run by the job queue, once across replicas, with the retention after each: `hourly` (at the top of each hour, UTC), `daily` (at 03:00 UTC) or `off`; the Owner sees them, and backs up at once, at `/admin/backups`; a failure mails the agency once until a backup succeeds again"},
		{Name: "BACKUP_IDENTITY", Doc: "the file of the age secret key (`AGE-SECRET-KEY-1…`) that `server restore` decrypts archives with; keep it off the server, with the operators"},
		{Name: "SECOND_FACTOR", Default: "required", Doc: "`required`: staff whose role the Owner marked (Owner and Admin by default) pass a second factor (an authenticator app or a recovery code) in each sign-in before their role is in force, and again for sensitive actions after 15 minutes. `off` (development only; production refuses it) never holds a role for a missing factor, for tests of other features (`SECOND_FACTOR=off make run` lets the demo admin in with a password alone)"},
		{Name: "AUTH_CACHE_SECONDS", Default: "30", Doc: "how long a verified ID token is trusted before its revocation is checked again (0: every request); never past the token's expiry, at most 10,000 tokens kept"},
	}
}

// defaults maps each setting's name to its Default.
func defaults() map[string]string {
	m := map[string]string{}
	for _, s := range Settings() {
		m[s.Name] = s.Default
	}
	return m
}
