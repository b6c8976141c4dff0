// Package server is the one HTTP server of the product: it builds the handler from
// the GraphQL API, the REST shims, PayPal's notices, health checks and the web app,
// behind request logs, security headers, CORS and compression.
package server

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"io"
	"log/slog"
	"net/http"
	"sync"
	"sync/atomic"
	"time"

	"golang.org/x/time/rate"

	"seoagency"
	"seoagency/admins"
	"seoagency/apierr"
	"seoagency/auth"
	"seoagency/changes"
	"seoagency/config"
	"seoagency/ent"
	"seoagency/graph"
	"seoagency/inbox"
	"seoagency/mail"
	"seoagency/media"
	"seoagency/orders"
	"seoagency/queue"
	"seoagency/ratelimit"
	"seoagency/redirects"
	"seoagency/rest"
	"seoagency/server/compression"
	"seoagency/server/metrics"
	"seoagency/server/pages"
	"seoagency/server/replicas"
	"seoagency/server/reqlog"
	"seoagency/server/secure"
	"seoagency/server/seohead"
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
	queue        *queue.Queue
	media        *media.Library
	redirects    *redirects.Table
	routes       atomic.Pointer[ownMux] // the last Handler's routes, which no redirect may take
	hits         *redirects.Hits
	notFound     *redirects.NotFound
	vitals       *vitals.Counts  // the Web Vitals beacons' samples since the last flush
	vitalsPages  []string        // the pages a beacon may name
	beacons      *rate.Limiter   // every client's beacons together
	senders      *vitals.Senders // each client's beacons
	stopCounting context.CancelFunc
	counted      chan struct{} // closed after the last flush of the counts
}

// Deps are what a server is built on.
type Deps struct {
	Client *ent.Client
	DB     *sql.DB // the client's
	// Statements counts the client's statements (the counter given to store.Open).
	Statements *store.Counter
	Verifier   *auth.Verifier // checks Firebase ID tokens
	Queue      *queue.Queue   // the job queue (NewQueue), which the caller starts and stops
	Media      *media.Library // the media library (NewLibrary)
}

// New wires a server. It registers its change bus on the client, so the client must
// be this server's alone: another server in the same process hears of its writes only
// through the database, as another replica does.
func New(cfg config.Config, d Deps) *Server {
	s := &Server{
		cfg: cfg, client: d.Client, db: d.DB, verifier: d.Verifier, queue: d.Queue, media: d.Media,
		paypal:  payPal(cfg),
		queries: persistedQueries(),
		limiter: ratelimit.New(d.Client),
		links:   MailSettings(cfg).Links,
	}
	site := redirects.NewSite(cfg.PublicURL, s.serves)
	d.Client.Redirect.Use(site.Hook())
	s.redirects, s.hits, s.notFound = redirects.NewTable(d.Client, site), redirects.NewHits(), redirects.NewNotFound()
	s.vitals, s.vitalsPages, s.beacons, s.senders = vitals.NewCounts(), vitals.Pages(), newBeaconLimiter(), vitals.NewSenders()
	s.cache = graph.NewCache(s.queries, graph.DefaultCacheBytes)
	s.metrics = metrics.New(d.DB, d.Statements, s.cache, s.queries)
	s.head = seohead.Writer{PublicURL: cfg.PublicURL, PageQueries: seohead.PageQueryURLs(s.queries, s.cache),
		Redirected: s.redirects.Redirected}
	s.site = pages.New(cfg.WebDir, s.head, d.Client, s.cache, cfg.VitalsSampleRate)
	bus := changes.New()
	bus.Subscribe(s.contentChanged)
	d.Client.Use(bus.Hook())
	if cfg.Postgres() {
		s.replicas = replicas.Listen(cfg.DatabaseURL, d.DB, s.invalidate)
	}
	ctx, cancel := context.WithCancel(context.Background())
	s.stopCounting, s.counted = cancel, make(chan struct{})
	go s.countEvery(ctx, s.counted)
	return s
}

// invalidate drops this replica's cached query answers and has its pages painted
// again; visitors get the previous pages until then.
func (s *Server) invalidate() {
	s.redirects.Changed()
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
	signedIn := auth.Middleware(s.verifier, func(ctx context.Context, email string) (bool, error) {
		return admins.IsAdmin(ctx, s.client, email)
	})
	api := graph.NewHandler(s.client, s.paypal, graph.Options{NoIntrospection: !s.cfg.Introspection, Limits: graph.DefaultLimits,
		Queries: s.queries, PersistedOnly: s.cfg.Production(), Cache: s.cache, Queue: s.queue,
		SEOReport: s.site.SEOReport, VitalsSampleRate: s.cfg.VitalsSampleRate, Media: s.media, Operation: s.metrics.Operation})
	gql := s.withCaller(api)
	mux.Handle("POST /graphql", signedIn(gql))
	mux.Handle("GET /graphql", signedIn(gql))
	if s.cfg.Introspection {
		mux.HandleFunc("GET /graphiql", s.site.GraphiQL)
	}
	mux.HandleFunc("GET /healthz", func(w http.ResponseWriter, r *http.Request) {
		writeJSON(w, http.StatusOK, map[string]string{"status": "ok"})
	})
	mux.HandleFunc("GET /readyz", s.readyz)
	if s.cfg.MetricsOnMainListener() {
		mux.Handle("GET /metrics", s.metrics.Handler())
	}
	mux.HandleFunc("GET /app-config.json", s.appConfig)
	mux.HandleFunc("GET /robots.txt", s.head.Robots)
	mux.HandleFunc("GET /sitemap.xml", s.site.Sitemap)
	mux.Handle("GET "+media.Prefix, s.media)
	// PayPal may POST to the return URL; the page itself is a GET.
	mux.HandleFunc("POST /received-payment/{id}", func(w http.ResponseWriter, r *http.Request) {
		http.Redirect(w, r, r.URL.Path, http.StatusSeeOther)
	})
	s.rest = rest.Handler(s.client, rest.Deps{
		Identify:      func(h http.Handler) http.Handler { return s.withCaller(signedIn(h)) },
		MyData:        http.HandlerFunc(s.myData),
		DeleteAccount: http.HandlerFunc(s.deleteAccount),
		Preview:       http.HandlerFunc(s.site.Preview),
		Vitals:        http.HandlerFunc(s.vitalsBeacon),
		IPN:           s.withRouteLimit(s.cfg.RateIPN, http.HandlerFunc(s.ipn)),
	})
	mux.Handle("/api/", s.rest)
	// Signed links of the newsletter's mails: no sign-in, each a public write.
	mux.Handle(inbox.ConfirmPage, s.withCaller(http.HandlerFunc(s.newsletterConfirm)))
	mux.Handle(inbox.UnsubscribePage, s.withCaller(http.HandlerFunc(s.newsletterUnsubscribe)))
	mux.Handle("/", s.withRedirects(s.site))
	s.routes.Store(mux)
	s.painting.Do(func() { // the renderer's queries go through api, built above
		ctx, cancel := context.WithCancel(context.Background())
		s.stopPainting = cancel
		go s.site.Paint(ctx, api, s.cfg.NodeBinary)
	})
	h := compression.Dynamic(mux)
	h = secure.CORS(s.cfg.CORSOrigins, h)
	h = secure.Headers(s.cfg, h)
	return reqlog.Log(reqlog.Recover(h), s.route, s.metrics.Observe)
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

func (s *Server) readyz(w http.ResponseWriter, r *http.Request) {
	ctx, cancel := context.WithTimeout(r.Context(), 2*time.Second)
	defer cancel()
	if err := s.db.PingContext(ctx); err != nil {
		writeJSON(w, http.StatusServiceUnavailable, map[string]string{"status": "unavailable", "error": "database unreachable"})
		return
	}
	if !s.site.Painted() {
		writeJSON(w, http.StatusServiceUnavailable, map[string]string{"status": "starting", "error": "the public pages are being painted"})
		return
	}
	writeJSON(w, http.StatusOK, map[string]string{"status": "ready"})
}

// appConfig hands the browser its public settings at run time, so one web build
// serves every environment.
func (s *Server) appConfig(w http.ResponseWriter, r *http.Request) {
	emulator := ""
	if !s.cfg.Production() {
		emulator = s.cfg.FirebaseEmulatorHost
	}
	w.Header().Set("Cache-Control", "no-cache")
	writeJSON(w, http.StatusOK, map[string]any{
		"firebase": map[string]string{
			"apiKey":       s.cfg.FirebaseAPIKey,
			"authDomain":   s.cfg.FirebaseAuthDomain,
			"projectId":    s.cfg.FirebaseProjectID,
			"emulatorHost": emulator,
		},
	})
}

// ipn takes a PayPal notice. It answers 200 only once the notice is stored, and
// verifies it on the job queue; any other answer makes PayPal send it again.
func (s *Server) ipn(w http.ResponseWriter, r *http.Request) {
	raw, err := io.ReadAll(http.MaxBytesReader(w, r.Body, orders.MaxNoticeBytes))
	if err != nil {
		var tooLarge *http.MaxBytesError
		if errors.As(err, &tooLarge) {
			writeJSON(w, http.StatusRequestEntityTooLarge, map[string]string{"error": "A notice is at most 16 KiB."})
		} else {
			writeJSON(w, http.StatusBadRequest, map[string]string{"error": "The notice could not be read."})
		}
		return
	}
	if err := s.paypal.Receive(r.Context(), s.client, s.queue, raw); err != nil {
		e, ok := apierr.From(err)
		if !ok {
			slog.ErrorContext(r.Context(), "storing a PayPal notice failed; PayPal will send it again", "err", err)
			e = &apierr.Error{Code: apierr.Unavailable, Message: "The notice could not be stored: send it again later."}
		}
		if e.Code == apierr.Unavailable {
			w.Header().Set("Retry-After", "60")
		}
		writeJSON(w, e.Status(), map[string]string{"error": e.Message})
		return
	}
	w.WriteHeader(http.StatusOK)
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(v)
}

// persistedQueries are the Relay documents of the web app, by id.
func persistedQueries() map[string]string {
	var m map[string]string
	if err := json.Unmarshal(seoagency.PersistedQueries, &m); err != nil {
		panic("web/persisted-queries.json: " + err.Error())
	}
	return m
}

// Cacheable reports whether a persisted query is answered from the public cache.
func (s *Server) Cacheable(id string) bool { return s.cache.Cacheable(id) }
