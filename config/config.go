// Package config reads the server's settings from the environment. Every setting is
// described once, in Settings, from which docs/configuration.md is generated; a bad value
// stops the server with a sentence that names the variable.
package config

import (
	"fmt"
	"net"
	"net/mail"
	"net/url"
	"strconv"
	"strings"
	"time"

	"seoagency/ratelimit"
	"seoagency/validate"
)

// Config is the whole configuration of one server process.
type Config struct {
	Addr                  string         // ADDR
	PublicURL             string         // PUBLIC_URL
	DatabaseURL           string         // DATABASE_URL: postgres://… or an SQLite file
	Env                   string         // APP_ENV: development or production
	FirebaseProjectID     string         // FIREBASE_PROJECT_ID
	FirebaseEmulatorHost  string         // FIREBASE_AUTH_EMULATOR_HOST (development only)
	FirebaseAPIKey        string         // FIREBASE_API_KEY (the web app's)
	FirebaseAuthDomain    string         // FIREBASE_AUTH_DOMAIN
	AdminEmails           []string       // ADMIN_EMAILS, comma-separated
	PayPalEmail           string         // PAYPAL_EMAIL: the PayPal e-mail a fresh site starts with
	PayPalCheckoutURL     string         // PAYPAL_CHECKOUT_URL
	PayPalIPNVerifyURL    string         // PAYPAL_IPN_VERIFY_URL
	WebDir                string         // WEB_DIR: the built web app
	AuthCache             time.Duration  // AUTH_CACHE_SECONDS: how long a verified token is trusted without a revocation look-up
	AuditRetention        time.Duration  // AUDIT_RETENTION_DAYS: how long the audit log keeps its lines
	Introspection         bool           // GRAPHQL_INTROSPECTION: schema introspection and GraphiQL (default: on in development only)
	RatePublicWrites      ratelimit.Rule // RATE_LIMIT_PUBLIC_WRITES: newsletter sign-ups and messages per client IP
	RateOrders            ratelimit.Rule // RATE_LIMIT_ORDERS: orders per client IP
	RateIPN               ratelimit.Rule // RATE_LIMIT_IPN: PayPal notices per client IP
	RateTokens            ratelimit.Rule // RATE_LIMIT_TOKENS: uses of invitation links per client IP
	RateAccountMails      ratelimit.Rule // RATE_LIMIT_ACCOUNT_MAILS: verification and reset mails per client IP
	RateAPIKeyPoints      ratelimit.Rule // RATE_LIMIT_API_KEY_POINTS: query cost points per API key
	RatePublicQueryPoints ratelimit.Rule // RATE_LIMIT_PUBLIC_QUERY_POINTS: visitors' text query cost points per client IP
	TrustProxyHeaders     bool           // TRUST_PROXY_HEADERS: take the client IP from X-Forwarded-For (behind a proxy)
	CORSOrigins           []string       // CORS_ORIGINS: origins allowed to call /api and /graphql from a browser
	MetricsAddr           string         // METRICS_ADDR: the listen address of /metrics, apart from the site
	TracesEndpoint        string         // OTEL_EXPORTER_OTLP_ENDPOINT with /v1/traces: where spans are sent; "": no traces
	TracesService         string         // OTEL_SERVICE_NAME: the service name of the traces
	TracesSampleRatio     float64        // OTEL_TRACES_SAMPLER_ARG: the share of requests and jobs traced, 0 to 1
	VitalsSampleRate      float64        // VITALS_SAMPLE_RATE: the share of public page visits that report their Web Vitals, 0 to 1
	SMTPURL               string         // SMTP_URL: smtp://user:pass@host:port (STARTTLS) or smtps://… (implicit TLS)
	MailFrom              string         // MAIL_FROM: the sender of every e-mail, "Name <address>"
	LinkSecret            string         // LINK_SECRET: signs the links in e-mails (newsletter confirmation, unsubscribe)
	NewsletterPerMinute   int            // NEWSLETTER_PER_MINUTE: mails a minute a post's sending as a newsletter writes
	MediaStore            string         // MEDIA_STORE: where uploaded images live, a directory or an s3:// bucket URL
	ImageOrigins          []string       // IMAGE_ORIGINS: where pasted image addresses may point (CSP img-src), space-separated
	NodeBinary            string         // NODE_BINARY: the Node.js that paints the public pages (a name on PATH or a path)
	BackupTarget          string         // BACKUP_TARGET: where archives are written, a directory or an s3:// bucket URL
	BackupRecipient       string         // BACKUP_RECIPIENT: the age public keys archives are encrypted to
	BackupIdentity        string         // BACKUP_IDENTITY: the file of the age secret key a restore decrypts with
	BackupKeepDaily       int            // BACKUP_KEEP_DAILY: the recent days whose newest archive is kept
	BackupKeepMonthly     int            // BACKUP_KEEP_MONTHLY: the recent months whose newest archive is kept
	BackupSchedule        string         // BACKUP_SCHEDULE: off, hourly or daily: backups the job queue runs
	SecondFactorOff       bool           // SECOND_FACTOR=off: development only, staff roles are not held for a missing second factor
}

// MetricsOnMainListener reports whether /metrics is served with the site: only in
// development without METRICS_ADDR. Production serves it on METRICS_ADDR or not at all.
func (c Config) MetricsOnMainListener() bool { return !c.Production() && c.MetricsAddr == "" }

// Production reports whether APP_ENV is production.
func (c Config) Production() bool { return c.Env == "production" }

// Postgres reports whether DATABASE_URL names a PostgreSQL server.
func (c Config) Postgres() bool { return IsPostgres(c.DatabaseURL) }

// IsPostgres reports whether a DATABASE_URL names a PostgreSQL server.
func IsPostgres(u string) bool {
	return strings.HasPrefix(u, "postgres://") || strings.HasPrefix(u, "postgresql://")
}

// Load reads the configuration through getenv (os.Getenv in the server).
func Load(getenv func(string) string) (Config, error) {
	defaults := defaults()
	get := func(k string) string {
		if v := strings.TrimSpace(getenv(k)); v != "" {
			return v
		}
		return defaults[k]
	}
	c := Config{
		Addr:                 get("ADDR"),
		PublicURL:            strings.TrimRight(get("PUBLIC_URL"), "/"),
		DatabaseURL:          get("DATABASE_URL"),
		Env:                  get("APP_ENV"),
		FirebaseProjectID:    get("FIREBASE_PROJECT_ID"),
		FirebaseEmulatorHost: get("FIREBASE_AUTH_EMULATOR_HOST"),
		FirebaseAPIKey:       get("FIREBASE_API_KEY"),
		FirebaseAuthDomain:   get("FIREBASE_AUTH_DOMAIN"),
		PayPalCheckoutURL:    get("PAYPAL_CHECKOUT_URL"),
		PayPalIPNVerifyURL:   get("PAYPAL_IPN_VERIFY_URL"),
		WebDir:               get("WEB_DIR"),
		MetricsAddr:          get("METRICS_ADDR"),
		TracesService:        get("OTEL_SERVICE_NAME"),
		MediaStore:           get("MEDIA_STORE"),
		NodeBinary:           get("NODE_BINARY"),
		BackupTarget:         get("BACKUP_TARGET"),
		BackupRecipient:      get("BACKUP_RECIPIENT"),
		BackupIdentity:       get("BACKUP_IDENTITY"),
	}
	// Set but blank (IMAGE_ORIGINS=" ") means none: uploaded images only.
	if v, set := getenv("IMAGE_ORIGINS"), getenv("IMAGE_ORIGINS") != ""; set {
		c.ImageOrigins = strings.Fields(v)
	} else {
		c.ImageOrigins = strings.Fields(defaults["IMAGE_ORIGINS"])
	}
	for _, o := range c.ImageOrigins {
		if strings.ContainsAny(o, ";,'\"") {
			return c, fmt.Errorf("IMAGE_ORIGINS: %q is not an origin (give origins such as https://cdn.example.com, or https:, separated by spaces)", o)
		}
	}
	for _, e := range strings.Split(get("ADMIN_EMAILS"), ",") {
		if e = strings.ToLower(strings.TrimSpace(e)); e != "" {
			if validate.Email(e) != nil {
				return c, fmt.Errorf("ADMIN_EMAILS: %q is not an e-mail address (give a comma-separated list)", e)
			}
			c.AdminEmails = append(c.AdminEmails, e)
		}
	}
	if c.PayPalEmail = strings.TrimSpace(get("PAYPAL_EMAIL")); c.PayPalEmail != "" && validate.Email(c.PayPalEmail) != nil {
		return c, fmt.Errorf("PAYPAL_EMAIL: %q is not an e-mail address", c.PayPalEmail)
	}
	secs, err := strconv.Atoi(get("AUTH_CACHE_SECONDS"))
	if err != nil || secs < 0 || secs > 3600 {
		return c, fmt.Errorf("AUTH_CACHE_SECONDS: %q is not a number of seconds from 0 to 3600", get("AUTH_CACHE_SECONDS"))
	}
	c.AuthCache = time.Duration(secs) * time.Second
	days, err := strconv.Atoi(get("AUDIT_RETENTION_DAYS"))
	if err != nil || days < 1 || days > 36500 {
		return c, fmt.Errorf("AUDIT_RETENTION_DAYS: %q is not a number of days from 1 to 36500", get("AUDIT_RETENTION_DAYS"))
	}
	c.AuditRetention = time.Duration(days) * 24 * time.Hour
	if c.NewsletterPerMinute, err = strconv.Atoi(get("NEWSLETTER_PER_MINUTE")); err != nil || c.NewsletterPerMinute < 1 || c.NewsletterPerMinute > 1000 {
		return c, fmt.Errorf("NEWSLETTER_PER_MINUTE: %q is not a number of mails a minute from 1 to 1000", get("NEWSLETTER_PER_MINUTE"))
	}
	if c.BackupKeepDaily, err = strconv.Atoi(get("BACKUP_KEEP_DAILY")); err != nil || c.BackupKeepDaily < 1 || c.BackupKeepDaily > 3650 {
		return c, fmt.Errorf("BACKUP_KEEP_DAILY: %q is not a number of days from 1 to 3650", get("BACKUP_KEEP_DAILY"))
	}
	if c.BackupKeepMonthly, err = strconv.Atoi(get("BACKUP_KEEP_MONTHLY")); err != nil || c.BackupKeepMonthly < 0 || c.BackupKeepMonthly > 1200 {
		return c, fmt.Errorf("BACKUP_KEEP_MONTHLY: %q is not a number of months from 0 to 1200", get("BACKUP_KEEP_MONTHLY"))
	}
	switch c.BackupSchedule = get("BACKUP_SCHEDULE"); c.BackupSchedule {
	case "":
		// A key to encrypt to is the sign that backups are wanted.
		c.BackupSchedule = "off"
		if c.BackupRecipient != "" {
			c.BackupSchedule = "daily"
		}
	case "off":
	case "hourly", "daily":
		if c.BackupRecipient == "" {
			return c, fmt.Errorf("BACKUP_SCHEDULE=%s needs BACKUP_RECIPIENT, the key archives are encrypted to (`server backup key` makes one)", c.BackupSchedule)
		}
	default:
		return c, fmt.Errorf("BACKUP_SCHEDULE: %q is not off, hourly or daily", c.BackupSchedule)
	}
	switch v := get("GRAPHQL_INTROSPECTION"); v {
	case "":
		c.Introspection = !c.Production()
	case "true", "false":
		c.Introspection = v == "true"
	default:
		return c, fmt.Errorf("GRAPHQL_INTROSPECTION: %q is not true or false", v)
	}
	for k, r := range map[string]*ratelimit.Rule{"RATE_LIMIT_PUBLIC_WRITES": &c.RatePublicWrites, "RATE_LIMIT_ORDERS": &c.RateOrders, "RATE_LIMIT_IPN": &c.RateIPN,
		"RATE_LIMIT_TOKENS": &c.RateTokens, "RATE_LIMIT_ACCOUNT_MAILS": &c.RateAccountMails, "RATE_LIMIT_API_KEY_POINTS": &c.RateAPIKeyPoints,
		"RATE_LIMIT_PUBLIC_QUERY_POINTS": &c.RatePublicQueryPoints} {
		rule, err := ratelimit.ParseRule(strings.ToLower(strings.TrimPrefix(k, "RATE_LIMIT_")), get(k))
		if err != nil {
			return c, fmt.Errorf("%s: %v", k, err)
		}
		*r = rule
	}
	switch get("TRUST_PROXY_HEADERS") {
	case "true":
		c.TrustProxyHeaders = true
	case "false":
	default:
		return c, fmt.Errorf("TRUST_PROXY_HEADERS: %q is not true or false", get("TRUST_PROXY_HEADERS"))
	}
	for _, o := range strings.Split(get("CORS_ORIGINS"), ",") {
		if o = strings.TrimRight(strings.TrimSpace(o), "/"); o != "" {
			if u, err := url.Parse(o); err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" || u.Path != "" {
				return c, fmt.Errorf("CORS_ORIGINS: %q is not an origin like https://app.example.com", o)
			}
			c.CORSOrigins = append(c.CORSOrigins, o)
		}
	}
	rate, err := strconv.ParseFloat(get("VITALS_SAMPLE_RATE"), 64)
	if err != nil || !(rate >= 0 && rate <= 1) {
		return c, fmt.Errorf("VITALS_SAMPLE_RATE: %q is not a share from 0 (off) to 1 (every visit)", get("VITALS_SAMPLE_RATE"))
	}
	c.VitalsSampleRate = rate
	if err := c.loadTraces(get); err != nil {
		return c, err
	}
	switch get("SECOND_FACTOR") {
	case "required":
	case "off":
		c.SecondFactorOff = true
	default:
		return c, fmt.Errorf("SECOND_FACTOR: %q is not required or off", get("SECOND_FACTOR"))
	}
	if c.Env != "development" && c.Env != "production" {
		return c, fmt.Errorf("APP_ENV: %q is not development or production", c.Env)
	}
	if _, _, err := net.SplitHostPort(c.Addr); err != nil {
		return c, fmt.Errorf("ADDR: %q is not host:port (e.g. 127.0.0.1:8080 or :8080): %v", c.Addr, err)
	}
	if c.MetricsAddr != "" {
		if _, _, err := net.SplitHostPort(c.MetricsAddr); err != nil {
			return c, fmt.Errorf("METRICS_ADDR: %q is not host:port (e.g. 127.0.0.1:9090 or :9090): %v", c.MetricsAddr, err)
		}
		if c.MetricsAddr == c.Addr {
			return c, fmt.Errorf("METRICS_ADDR: %q is ADDR too: metrics get a listen address of their own, away from the public site", c.MetricsAddr)
		}
	}
	for k, v := range map[string]string{"PUBLIC_URL": c.PublicURL, "PAYPAL_CHECKOUT_URL": c.PayPalCheckoutURL, "PAYPAL_IPN_VERIFY_URL": c.PayPalIPNVerifyURL} {
		if u, err := url.Parse(v); err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
			return c, fmt.Errorf("%s: %q is not an http(s) URL", k, v)
		}
	}
	// The raw value, untrimmed: the Firebase SDK reads the variable itself, and any
	// non-empty value (" " too) turns its signature checks off.
	if v := getenv("FIREBASE_AUTH_EMULATOR_HOST"); c.Production() && v != "" {
		return c, fmt.Errorf("FIREBASE_AUTH_EMULATOR_HOST is set (%q) with APP_ENV=production: the emulator's tokens are unsigned, so anyone could sign in as anyone; unset it (an empty or blank value counts as set)", v)
	}
	if c.Production() && c.SecondFactorOff {
		return c, fmt.Errorf("SECOND_FACTOR: off is for development only; production always holds staff roles until the second factor their role needs is passed")
	}
	if c.Production() {
		// The defaults are the emulator's demo settings: a real site must set its own.
		for _, v := range [][2]string{{"FIREBASE_PROJECT_ID", c.FirebaseProjectID}, {"FIREBASE_API_KEY", c.FirebaseAPIKey}, {"FIREBASE_AUTH_DOMAIN", c.FirebaseAuthDomain}} {
			if strings.HasPrefix(strings.ToLower(v[1]), "demo-") {
				return c, fmt.Errorf("%s: %q is a demo value, which only the emulator serves; set your Firebase web app's real setting in production", v[0], v[1])
			}
		}
	}
	if err := c.loadMail(get); err != nil {
		return c, err
	}
	return c, nil
}

// loadTraces reads where traces go (none unless OTEL_EXPORTER_OTLP_ENDPOINT is set) and
// how many are kept. The endpoint is a base URL, as OpenTelemetry's exporters take it:
// spans go to its /v1/traces.
func (c *Config) loadTraces(get func(string) string) error {
	ratio, err := strconv.ParseFloat(get("OTEL_TRACES_SAMPLER_ARG"), 64)
	if err != nil || !(ratio >= 0 && ratio <= 1) {
		return fmt.Errorf("OTEL_TRACES_SAMPLER_ARG: %q is not a share from 0 (none) to 1 (every request)", get("OTEL_TRACES_SAMPLER_ARG"))
	}
	c.TracesSampleRatio = ratio
	base := get("OTEL_EXPORTER_OTLP_ENDPOINT")
	if base == "" {
		return nil
	}
	if u, err := url.Parse(base); err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" || u.RawQuery != "" {
		return fmt.Errorf("OTEL_EXPORTER_OTLP_ENDPOINT: %q is not the http(s) base URL of an OTLP/HTTP receiver, such as http://otel-collector:4318", redactURL(base))
	}
	c.TracesEndpoint = strings.TrimRight(base, "/") + "/v1/traces"
	return nil
}

// loadMail reads SMTP_URL, MAIL_FROM and LINK_SECRET; development falls back to their
// DevDefault (the local mail catcher of `make run`), production must set all three.
func (c *Config) loadMail(get func(string) string) error {
	vals := map[string]*string{"SMTP_URL": &c.SMTPURL, "MAIL_FROM": &c.MailFrom, "LINK_SECRET": &c.LinkSecret}
	for _, s := range Settings() {
		val, ok := vals[s.Name]
		if !ok {
			continue
		}
		switch *val = get(s.Name); {
		case *val != "":
		case c.Production():
			return fmt.Errorf("%s is not set: production sends real e-mail and needs it (docs/configuration.md)", s.Name)
		default:
			*val = s.DevDefault
		}
	}
	u, err := url.Parse(c.SMTPURL)
	if err != nil || (u.Scheme != "smtp" && u.Scheme != "smtps") || u.Hostname() == "" {
		return fmt.Errorf("SMTP_URL: %q is not smtp://user:password@host:port (STARTTLS) or smtps://user:password@host:port (implicit TLS)", redactURL(c.SMTPURL))
	}
	if p := u.Port(); p != "" {
		if n, err := strconv.Atoi(p); err != nil || n < 1 || n > 65535 {
			return fmt.Errorf("SMTP_URL: port %q is not a port number", p)
		}
	}
	if tls := u.Query().Get("starttls"); tls != "" && tls != "required" && tls != "optional" {
		return fmt.Errorf("SMTP_URL: starttls=%q is not required or optional", tls)
	}
	a, err := mail.ParseAddress(c.MailFrom)
	if err != nil || validate.Email(strings.ToLower(a.Address)) != nil || strings.ContainsAny(c.MailFrom, "\r\n") {
		return fmt.Errorf("MAIL_FROM: %q is not an address like \"SEO Agency <hello@example.com>\"", c.MailFrom)
	}
	if len(c.LinkSecret) < 32 {
		return fmt.Errorf("LINK_SECRET: give at least 32 characters (e.g. openssl rand -hex 32): it signs the links in e-mails")
	}
	return nil
}

// redactURL hides a password in a URL that is about to be printed.
func redactURL(s string) string {
	if u, err := url.Parse(s); err == nil {
		return u.Redacted()
	}
	return "(not a URL)"
}
