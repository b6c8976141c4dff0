// Package server is the wiring of the one HTTP server of the product: it mounts the
// GraphQL API (graph), the REST table (rest, with the handlers of account, vitals and
// orders it serves), the newsletter's link pages (inbox), the probes (health) and the
// web app, behind request logs, security headers, CORS and compression. Handlers live
// beside their domain; no package outside server/ and cmd/ imports server/...
package server

import (
	"context"
	"database/sql"
	"net/http"
	"net/url"
	"sync"
	"sync/atomic"
	"time"

	"seoagency/account"
	"seoagency/admins"
	"seoagency/apikeys"
	"seoagency/audit"
	"seoagency/auth"
	"seoagency/changes"
	"seoagency/compression"
	"seoagency/config"
	"seoagency/ent"
	"seoagency/ent/auditentry"
	"seoagency/graph"
	"seoagency/health"
	"seoagency/identity"
	"seoagency/inbox"
	"seoagency/mail"
	"seoagency/media"
	"seoagency/orders"
	"seoagency/queue"
	"seoagency/ratelimit"
	"seoagency/redirects"
	"seoagency/rest"
	"seoagency/routes"
	"seoagency/server/metrics"
	"seoagency/server/pages"
	"seoagency/server/replicas"
	"seoagency/server/reqlog"
	"seoagency/server/secure"
	"seoagency/server/seohead"
	"seoagency/server/traces"
	"seoagency/staff"
	"seoagency/staff/staffapi"
	"seoagency/store"
	"seoagency/vitals"
)

// Server holds the dependencies of the handlers.
type Server struct {
	cfg          config.Config
	client       *ent.Client
	db           *sql.DB
	verifier     *auth.Verifier
	paypal       orders.PayPal
	cache        *graph.Cache
	queries      map[string]string
	head         seohead.Writer
	site         *pages.Site
	painting     sync.Once
	stopPainting context.CancelFunc
	replicas     *replicas.Link // nil on SQLite: one process
	rest         *http.ServeMux
	links        mail.Links // checks the signed links of mails
	metrics      *metrics.Metrics
	limiter      *ratelimit.Limiter
	staff        *staff.Service
	queue        *queue.Queue
	media        *media.Library
	redirects    *redirects.Serving
	routes       atomic.Pointer[ownMux] // the last Handler's routes, which no redirect may take
	vitals       *vitals.Counts         // the Web Vitals beacons' samples since the last flush
	stopCounting context.CancelFunc
	counted      chan struct{} // closed after the last flush of the counts
	traces       *traces.Traces
	publicText   *publicText // the Owner's Public Text Queries switch
}

// Deps are what a server is built on.
type Deps struct {
	Client *ent.Client
	DB     *sql.DB // the client's
	// Statements counts the client's statements (the counter given to store.Open).
	Statements *store.Counter
	Verifier   *auth.Verifier // checks Firebase ID tokens
	Queue      *queue.Queue   // the job queue (NewQueue); the caller works it (Work), before or after New
	Media      *media.Library // the media library (NewLibrary)
	// The client's change bus (changes.Watch) and its redirect rules' site
	// (redirects.Watch), made with the client so that no hook is added once it is in use.
	Changes   *changes.Bus
	Redirects *redirects.Site
	Traces    *traces.Traces // traces requests, GraphQL operations and calls to PayPal; nil: off
}

// New wires a server. It subscribes to the client's change bus and tells the client's
// redirect site its routes, so the client must be this server's alone: another server
// in the same process hears of its writes only through the database, as another
// replica does.
func New(cfg config.Config, d Deps) *Server {
	s := &Server{
		cfg: cfg, client: d.Client, db: d.DB, verifier: d.Verifier, queue: d.Queue, media: d.Media,
		paypal: payPal(cfg, d.Traces), traces: d.Traces,
		queries: graph.PersistedQueries(),
		limiter: ratelimit.New(d.Client),
		links:   MailSettings(cfg).Links,
	}
	s.publicText = &publicText{client: d.Client}
	s.redirects = redirects.NewServing(d.Client, d.Redirects)
	var err error
	s.staff, err = staff.New(d.Client, d.Verifier, staff.Options{Secret: cfg.LinkSecret, Issuer: staffIssuer(cfg), PublicURL: cfg.PublicURL, Enforced: !cfg.SecondFactorOff,
		Audit: func(ctx context.Context, a auditentry.Action, what, summary string) error {
			return audit.Record(ctx, d.Client, audit.Event{Action: a, EntityType: what, Summary: summary})
		}})
	if err != nil {
		panic(err) // config.Load checks LINK_SECRET
	}
	s.vitals = vitals.NewCounts()
	s.cache = graph.NewCache(s.queries, graph.DefaultCacheBytes)
	s.metrics = metrics.New(d.DB, d.Statements, s.cache, s.queries)
	s.head = seohead.Writer{PublicURL: cfg.PublicURL, PageQueries: seohead.PageQueryURLs(s.queries, s.cache),
		Redirected: s.redirects.Redirected}
	s.site = pages.New(cfg.WebDir, s.head, d.Client, s.cache, cfg.VitalsSampleRate)
	d.Redirects.ServedBy(s.serves)
	if cfg.Postgres() {
		s.replicas = replicas.Listen(cfg.DatabaseURL, d.DB, s.invalidate)
	}
	// Last: jobs may be writing already, and contentChanged reads what is set above.
	d.Changes.Subscribe(s.contentChanged)
	ctx, cancel := context.WithCancel(context.Background())
	s.stopCounting, s.counted = cancel, make(chan struct{})
	go s.countEvery(ctx, s.counted)
	return s
}

// staffIssuer is the name authenticator apps show beside a staff member's codes: the
// site's host.
func staffIssuer(cfg config.Config) string {
	if u, err := url.Parse(cfg.PublicURL); err == nil && u.Host != "" {
		return u.Host
	}
	return identity.DefaultName
}

// invalidate drops this replica's cached query answers and has its pages painted
// again; visitors get the previous pages until then.
func (s *Server) invalidate() {
	s.redirects.Changed()
	s.publicText.changed()
	s.cache.Invalidate()
	s.site.Repaint()
}

// contentChanged drops this replica's cache and tells the others.
func (s *Server) contentChanged() {
	s.invalidate()
	if s.replicas != nil {
		s.replicas.Tell()
	}
}

// Close stops listening to other replicas and painting pages, and writes the counts.
func (s *Server) Close() {
	s.stopCounting()
	<-s.counted
	if s.stopPainting != nil {
		s.stopPainting()
	}
	if s.replicas != nil {
		s.replicas.Close()
	}
}

// Handler is the whole site.
func (s *Server) Handler() http.Handler {
	mux := &ownMux{ServeMux: http.NewServeMux()}
	identify := auth.Middleware(s.verifier, func(ctx context.Context, email string) (auth.Role, error) {
		return admins.RoleOf(ctx, s.client, email)
	}, func(r *http.Request, secret string) (*auth.Key, error) {
		return apikeys.Authenticate(r.Context(), s.client, secret, s.clientIP(r), time.Now())
	})
	session := s.staff.Middleware(s.clientIP)
	signedIn := func(h http.Handler) http.Handler { return identify(session(h)) }
	api := graph.NewHandler(s.client, s.paypal, graph.Options{NoIntrospection: !s.cfg.Introspection, Limits: graph.DefaultLimits,
		Queries: s.queries, PersistedOnly: s.cfg.Production(), Cache: s.cache, Queue: s.queue,
		SEOReport: s.site.SEOReport, VitalsSampleRate: s.cfg.VitalsSampleRate, Media: s.media, Operation: s.metrics.Operation,
		Identity: s.verifier, PublicURL: s.cfg.PublicURL, BackupSchedule: s.cfg.BackupSchedule,
		Tracer: s.traces.Tracer("seoagency/graph"), KeyBudget: s.cfg.RateAPIKeyPoints,
		PublicText: s.publicText.On, PublicBudget: s.cfg.RatePublicQueryPoints, Webhooks: WebhookGuard(s.cfg)})
	gql := s.withCaller(api)
	mux.Handle("POST /graphql", signedIn(gql))
	mux.Handle("GET /graphql", signedIn(gql))
	// In production GraphiQL opens for signed-in staff and API key holders only: the page
	// asks /graphql, which decides (docs/api.md, GraphiQL).
	mux.HandleFunc("GET /graphiql", s.site.GraphiQL)
	mux.HandleFunc("GET /healthz", health.Live)
	mux.Handle("GET /readyz", health.Ready(s.db, s.site.Painted))
	if s.cfg.MetricsOnMainListener() {
		mux.Handle("GET /metrics", s.metrics.Handler())
	}
	mux.HandleFunc("GET /app-config.json", s.cfg.ServeBrowser)
	mux.HandleFunc("GET /robots.txt", s.head.Robots)
	mux.HandleFunc("GET /sitemap.xml", s.site.Sitemap)
	mux.HandleFunc("GET "+routes.FeedPath, s.site.Feed)
	mux.Handle("GET "+media.Prefix, s.media)
	mux.HandleFunc("POST /received-payment/{id}", orders.ReturnRedirect)
	own := &account.Handlers{Client: s.client, Users: s.verifier}
	s.rest = rest.Handler(s.client, rest.Deps{
		Identify:      func(h http.Handler) http.Handler { return s.withCaller(signedIn(h)) },
		MyData:        http.HandlerFunc(own.MyData),
		DeleteAccount: http.HandlerFunc(own.DeleteAccount),
		Preview:       http.HandlerFunc(s.site.Preview),
		Vitals:        vitals.NewBeacons(s.vitals, s.clientIP),
		IPN:           s.withRouteLimit(s.cfg.RateIPN, &orders.NoticeHandler{PayPal: s.paypal, Client: s.client, Queue: s.queue}),
	})
	mux.Handle("/api/", s.rest)
	for pattern, h := range staffapi.Routes(s.staff) {
		mux.Handle(pattern, s.withCaller(signedIn(h)))
	}
	// Signed links of the newsletter's mails: no sign-in, each a public write.
	newsletter := &inbox.LinkPages{Client: s.client, Links: s.links, Styles: s.site.StyleSheets}
	mux.Handle(inbox.ConfirmPage, s.withCaller(http.HandlerFunc(newsletter.ServeConfirm)))
	mux.Handle(inbox.UnsubscribePage, s.withCaller(http.HandlerFunc(newsletter.ServeUnsubscribe)))
	mux.Handle("/", s.redirects.Wrap(s.site))
	s.routes.Store(mux)
	s.painting.Do(func() { // the renderer's queries go through api, built above
		ctx, cancel := context.WithCancel(context.Background())
		s.stopPainting = cancel
		go s.site.Paint(ctx, api, s.cfg.NodeBinary)
	})
	h := compression.Dynamic(mux)
	h = secure.CORS(s.cfg.CORSOrigins, h)
	h = secure.Headers(s.cfg, h)
	return s.traces.Requests(reqlog.Log(reqlog.Recover(h), s.route, s.metrics.Observe), s.route)
}

// route names a request for logs and metrics: the pattern the mux matched (a label
// without ids in it); for the REST API, the route of its own table.
func (s *Server) route(r *http.Request) string {
	if r.Pattern == "/api/" && s.rest != nil {
		_, route := s.rest.Handler(r)
		return route
	}
	return r.Pattern
}

// MetricsHandler serves /metrics for its own listener (METRICS_ADDR).
func (s *Server) MetricsHandler() http.Handler {
	mux := http.NewServeMux()
	mux.Handle("GET /metrics", s.metrics.Handler())
	return mux
}
