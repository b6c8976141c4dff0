// Package server is the one HTTP server of the product: the GraphQL API, the REST
// shims, PayPal's notices, health checks and the web app with its SEO head.
package server

import (
	"context"
	"crypto/rand"
	"database/sql"
	"encoding/json"
	"errors"
	"github.com/99designs/gqlgen/graphql"
	"github.com/lib/pq"
	"io"
	"log/slog"
	"net/http"
	"seoagency"
	"seoagency/changes"
	"sync"
	"time"

	"seoagency/admins"
	"seoagency/apierr"
	"seoagency/auth"
	"seoagency/config"
	"seoagency/ent"
	"seoagency/graph"
	"seoagency/orders"
	"seoagency/queue"
	"seoagency/ratelimit"
	"seoagency/rest"
	"seoagency/ssr"
	"seoagency/store"
)

// Server holds the dependencies of the handlers.
type Server struct {
	cfg      config.Config
	client   *ent.Client
	db       *sql.DB
	verifier *auth.Verifier
	paypal   orders.PayPal
	web      *webApp
	cache    *graph.Cache
	queries  map[string]string
	// pageQueries: page name → the URL of its public query, preloaded by its HTML.
	pageQueries map[string]string
	// pages: the public pages as visitors get them, painted by renderer off the request path.
	pages         *pages
	renderer      *ssr.Renderer
	painting      sync.Once
	stopPainting  context.CancelFunc
	warnNotBuilt  sync.Once
	publicQueries http.Handler // the renderer's way in: public persisted queries, no token
	listener      *pq.Listener
	replicaID     string // signs this replica's notices of content changes
	rest          *http.ServeMux
	metrics       *metrics
	limiter       *ratelimit.Limiter
	queue         *queue.Queue
}

// Deps are what a server is built on.
type Deps struct {
	Client *ent.Client
	DB     *sql.DB // the client's
	// Statements counts the client's statements (the counter given to store.Open).
	Statements *store.Counter
	Verifier   *auth.Verifier // checks Firebase ID tokens
	Queue      *queue.Queue   // the job queue (NewQueue), which the caller starts and stops
}

// New wires a server. It registers its change bus on the client, so the client must
// be this server's alone: another server in the same process hears of its writes only
// through the database, as another replica does.
func New(cfg config.Config, d Deps) *Server {
	s := &Server{
		cfg: cfg, client: d.Client, db: d.DB, verifier: d.Verifier, queue: d.Queue,
		paypal:  payPal(cfg),
		web:     newWebApp(cfg.WebDir),
		queries: persistedQueries(),
		limiter: ratelimit.New(d.Client),
	}
	s.cache = graph.NewCache(s.queries, graph.DefaultCacheBytes)
	s.metrics = newMetrics(d.DB, d.Statements, s.cache, s.queries)
	s.replicaID = rand.Text()
	s.pages = newPages()
	// Until the first pass has painted the pages, heads are written from this.
	head, err := s.loadHead(context.Background())
	if err != nil {
		slog.Warn("reading the pages' head data at start failed; the first paint reads it again", "err", err)
		head = &headData{}
	}
	s.pages.current.Store(&pageSet{byPath: map[string]*encoded{}, head: head})
	s.renderer = newRenderer(cfg.WebDir, s.answerPublicQuery)
	s.pageQueries = pageQueryURLs(s.queries, s.cache)
	bus := changes.New()
	bus.Subscribe(s.contentChanged)
	d.Client.Use(bus.Hook())
	if cfg.Postgres() {
		s.listen()
	}
	return s
}

// notifyChannel carries "public content changed" between replicas.
const notifyChannel = "seo_content_changed"

// invalidate drops this replica's cached query answers and has its pages painted
// again; visitors get the previous pages until then.
func (s *Server) invalidate() {
	s.cache.Invalidate()
	s.pages.repaint()
}

// contentChanged drops this replica's cache and tells the others.
func (s *Server) contentChanged() {
	s.invalidate()
	if s.cfg.Postgres() {
		if _, err := s.db.Exec("SELECT pg_notify($1, $2)", notifyChannel, s.replicaID); err != nil {
			slog.Warn("telling other replicas of a content change failed", "err", err)
		}
	}
}

// listen drops the cache when another replica changed content, and after a lost
// connection to PostgreSQL (a change may have been missed meanwhile).
func (s *Server) listen() {
	s.listener = pq.NewListener(s.cfg.DatabaseURL, time.Second, 30*time.Second, func(ev pq.ListenerEventType, err error) {
		if ev == pq.ListenerEventReconnected {
			s.invalidate()
		}
	})
	if err := s.listener.Listen(notifyChannel); err != nil {
		slog.Warn("listening for content changes of other replicas failed", "err", err)
	}
	go func() {
		for n := range s.listener.Notify {
			// Not this replica's own notice (it dropped its cache already); nil: reconnected.
			if n == nil || n.Extra != s.replicaID {
				s.invalidate()
			}
		}
	}()
}

// Close stops listening to other replicas and painting pages.
func (s *Server) Close() {
	if s.stopPainting != nil {
		s.stopPainting()
	}
	if s.listener != nil {
		_ = s.listener.Close()
	}
}

// Handler is the whole site.
func (s *Server) Handler() http.Handler {
	mux := http.NewServeMux()
	signedIn := auth.Middleware(s.verifier, func(ctx context.Context, email string) (bool, error) {
		return admins.IsAdmin(ctx, s.client, email)
	})
	api := graph.NewHandler(s.client, s.paypal, graph.Options{NoIntrospection: !s.cfg.Introspection, Limits: graph.DefaultLimits,
		Queries: s.queries, PersistedOnly: s.cfg.Production(), Cache: s.cache, Queue: s.queue})
	api.AroundOperations(func(ctx context.Context, next graphql.OperationHandler) graphql.ResponseHandler {
		oc := graphql.GetOperationContext(ctx)
		name := oc.OperationName
		if name == "" && oc.Operation != nil {
			name = oc.Operation.Name // the request did not repeat the document's name
		}
		s.metrics.operation(name)
		return next(ctx)
	})
	gql := s.withCaller(api)
	s.publicQueries = api
	mux.Handle("POST /graphql", signedIn(gql))
	mux.Handle("GET /graphql", signedIn(gql))
	if s.cfg.Introspection {
		mux.HandleFunc("GET /graphiql", s.web.graphiql)
	}
	mux.HandleFunc("GET /healthz", func(w http.ResponseWriter, r *http.Request) {
		writeJSON(w, http.StatusOK, map[string]string{"status": "ok"})
	})
	mux.HandleFunc("GET /readyz", s.readyz)
	if s.cfg.MetricsOnMainListener() {
		mux.Handle("GET /metrics", s.metrics.handler())
	}
	mux.HandleFunc("GET /app-config.json", s.appConfig)
	mux.HandleFunc("GET /robots.txt", s.robots)
	mux.HandleFunc("GET /sitemap.xml", s.sitemap)
	mux.Handle("POST /api/paypal/ipn", s.withRouteLimit(s.cfg.RateIPN, http.HandlerFunc(s.ipn)))
	// PayPal may POST to the return URL; the page itself is a GET.
	mux.HandleFunc("POST /received-payment/{id}", func(w http.ResponseWriter, r *http.Request) {
		http.Redirect(w, r, r.URL.Path, http.StatusSeeOther)
	})
	s.rest = rest.Handler(s.client)
	mux.Handle("/api/", s.withCaller(signedIn(s.rest)))
	mux.HandleFunc("/", s.page)
	s.painting.Do(func() { // the renderer's queries go through api, built above
		ctx, cancel := context.WithCancel(context.Background())
		s.stopPainting = cancel
		go s.paintLoop(ctx)
	})
	return s.withRequestLog(withRecover(s.withSecurityHeaders(s.withCORS(withCompression(mux)))))
}

// MetricsHandler serves /metrics for its own listener (METRICS_ADDR).
func (s *Server) MetricsHandler() http.Handler {
	mux := http.NewServeMux()
	mux.Handle("GET /metrics", s.metrics.handler())
	return mux
}

func (s *Server) readyz(w http.ResponseWriter, r *http.Request) {
	ctx, cancel := context.WithTimeout(r.Context(), 2*time.Second)
	defer cancel()
	if err := s.db.PingContext(ctx); err != nil {
		writeJSON(w, http.StatusServiceUnavailable, map[string]string{"status": "unavailable", "error": "database unreachable"})
		return
	}
	if !s.pages.painted() {
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
