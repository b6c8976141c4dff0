// Command server runs the SEO agency site.
//
//	server               migrate, seed, and serve (the default)
//	server serve         the same
//	server migrate       bring the database schema up to date and exit
//	server admin add E   put e-mail E on the admin users list
//	server health        exit 0 when the server on ADDR is ready (for container health checks)
//	server backup        write an encrypted archive of the site to BACKUP_TARGET
//	server backup key    print a new age key pair for BACKUP_RECIPIENT and BACKUP_IDENTITY
//	server restore [--force] ARCHIVE   restore an archive into the database of DATABASE_URL
//	server paypal-sandbox [ADDR]       a local stand-in for PayPal on ADDR (default 127.0.0.1:8090); development only
package main

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"os"
	"os/signal"
	"runtime/debug"
	"strings"
	"syscall"
	"time"

	"go.opentelemetry.io/otel"

	"seoagency/admins"
	"seoagency/auth"
	"seoagency/changes"
	"seoagency/config"
	"seoagency/ent"
	"seoagency/orders"
	"seoagency/paypalsim"
	"seoagency/queue"
	"seoagency/redirects"
	"seoagency/server"
	"seoagency/server/traces"
	"seoagency/store"
	"seoagency/validate"
)

func main() {
	slog.SetDefault(slog.New(traces.Logs(slog.NewJSONHandler(os.Stderr, nil))))
	if os.Getenv("GOMEMLIMIT") == "" {
		debug.SetMemoryLimit(config.DefaultMemoryLimit)
	}
	if err := run(os.Args[1:]); err != nil {
		fmt.Fprintln(os.Stderr, "server:", err)
		os.Exit(1)
	}
}

const usage = "usage: server [serve | migrate | admin add EMAIL | health | backup | backup key | restore [--force] ARCHIVE | paypal-sandbox [ADDR]]"

func run(args []string) error {
	cfg, err := config.Load(os.Getenv)
	if err != nil {
		return err
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	cmd := "serve"
	if len(args) > 0 {
		cmd = args[0]
	}
	switch {
	case cmd == "serve" && len(args) <= 1:
		return serve(ctx, cfg)
	case cmd == "health" && len(args) == 1:
		return health(cfg)
	case cmd == "migrate" && len(args) == 1:
		client, db, err := store.Open(ctx, cfg.DatabaseURL)
		if err != nil {
			return err
		}
		defer db.Close()
		return migrate(ctx, cfg, client, db, os.Stdout)
	case cmd == "backup" && len(args) == 1:
		return backupCmd(ctx, cfg, os.Stdout)
	case cmd == "backup" && len(args) == 2 && args[1] == "key":
		return keyCmd(os.Stdout, os.Stderr)
	case cmd == "restore" && (len(args) == 2 || len(args) == 3 && args[1] == "--force"):
		return restoreCmd(ctx, cfg, args[len(args)-1], len(args) == 3, os.Stdout)
	case cmd == "paypal-sandbox" && len(args) <= 2:
		addr := "127.0.0.1:8090"
		if len(args) == 2 {
			addr = args[1]
		}
		return paypalSandbox(ctx, cfg, addr)
	case cmd == "admin" && len(args) == 3 && args[1] == "add":
		if err := validate.Email(args[2]); err != nil || args[2] == "" {
			return fmt.Errorf("%q is not an e-mail address; %s", args[2], usage)
		}
		client, db, err := store.Open(ctx, cfg.DatabaseURL)
		if err != nil {
			return err
		}
		defer db.Close()
		if err := store.Migrate(ctx, client); err != nil {
			return err
		}
		added, err := admins.Ensure(ctx, client, args[2])
		if err != nil {
			return err
		}
		if len(added) == 0 {
			fmt.Println(args[2], "is already an admin")
		} else {
			fmt.Println(args[2], "is now an admin")
		}
		return nil
	}
	return errors.New(usage)
}

func serve(ctx context.Context, cfg config.Config) error {
	tr, err := traces.New(ctx, cfg)
	if err != nil {
		return fmt.Errorf("OTEL_EXPORTER_OTLP_ENDPOINT: %w", err)
	}
	// Last, after the server and the jobs have stopped: their spans are sent before the process ends.
	defer func() {
		flush, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		defer cancel()
		if err := tr.Shutdown(flush); err != nil {
			slog.Warn("sending the last traces", "err", err)
		}
	}()
	if tr != nil {
		// A global, as gocloud.dev's buckets (MEDIA_STORE: S3) and Google's client
		// libraries (Firebase) trace through nothing else.
		otel.SetTracerProvider(tr.Provider())
	}
	statements := new(store.Counter)
	client, db, err := store.OpenWith(ctx, cfg.DatabaseURL, store.Options{Totals: []*store.Counter{statements}, OpenDB: tr.SQL(cfg.Postgres())})
	if err != nil {
		return err
	}
	defer db.Close()
	// The client's hooks come with it, before anything writes: jobs and the server may then start in either order.
	bus, site := changes.Watch(client), redirects.Watch(client, cfg.PublicURL)
	if err := prepareSchema(ctx, cfg, client, db); err != nil {
		return err
	}
	jobs, err := server.NewQueue(ctx, cfg, client, db, tr.Jobs()...)
	if err != nil {
		return err
	}
	library, err := server.NewLibrary(ctx, cfg, client, jobs)
	if err != nil {
		return err
	}
	if err := store.Seed(ctx, client); err != nil {
		return fmt.Errorf("loading the first content: %w", err)
	}
	if added, err := admins.Ensure(ctx, client, cfg.AdminEmails...); err != nil {
		return fmt.Errorf("ADMIN_EMAILS: %w", err)
	} else if len(added) > 0 {
		slog.Info("owners added from ADMIN_EMAILS", "emails", added)
	}
	if set, err := orders.EnsurePayPalEmail(ctx, client, cfg.PayPalEmail); err != nil {
		return fmt.Errorf("PAYPAL_EMAIL: %w", err)
	} else if set {
		slog.Info("the PayPal e-mail is set from PAYPAL_EMAIL", "email", cfg.PayPalEmail)
	}
	if promoted, err := admins.EnsureOwner(ctx, client); err != nil {
		return fmt.Errorf("the staff list's owner: %w", err)
	} else if promoted != "" {
		slog.Warn("the staff list had no Owner: its oldest Admin is now the Owner", "email", promoted)
	}
	verifier, err := auth.NewVerifier(ctx, auth.Config{
		ProjectID:    cfg.FirebaseProjectID,
		EmulatorHost: cfg.FirebaseEmulatorHost,
		Production:   cfg.Production(),
		CacheFor:     cfg.AuthCache,
	})
	if err != nil {
		return err
	}
	deps := server.Deps{Client: client, DB: db, Statements: statements, Verifier: verifier, Queue: jobs, Media: library,
		Changes: bus, Redirects: site, Traces: tr}
	runner, err := jobs.Work(context.WithoutCancel(ctx), server.Work(cfg, deps))
	if err != nil {
		return err
	}
	srv := server.New(cfg, deps)
	httpSrv := &http.Server{
		Addr:              cfg.Addr,
		Handler:           srv.Handler(),
		ReadHeaderTimeout: 10 * time.Second,
		ReadTimeout:       30 * time.Second,
		WriteTimeout:      60 * time.Second,
		IdleTimeout:       120 * time.Second,
		MaxHeaderBytes:    64 << 10,
	}
	ln, err := net.Listen("tcp", cfg.Addr)
	if err != nil {
		return fmt.Errorf("ADDR: cannot listen on %s: %w", cfg.Addr, err)
	}
	slog.Info("serving", "addr", ln.Addr().String(), "public_url", cfg.PublicURL, "env", cfg.Env, "postgres", cfg.Postgres())
	errc := make(chan error, 2)
	go func() { errc <- httpSrv.Serve(ln) }()
	servers := []*http.Server{httpSrv}
	if cfg.MetricsAddr != "" {
		// Metrics get their own listener, for Prometheus on the private network only.
		mln, err := net.Listen("tcp", cfg.MetricsAddr)
		if err != nil {
			return fmt.Errorf("METRICS_ADDR: cannot listen on %s: %w", cfg.MetricsAddr, err)
		}
		metricsSrv := &http.Server{Handler: srv.MetricsHandler(), ReadHeaderTimeout: 10 * time.Second, WriteTimeout: 30 * time.Second}
		servers = append(servers, metricsSrv)
		slog.Info("serving metrics", "addr", mln.Addr().String())
		go func() { errc <- metricsSrv.Serve(mln) }()
	}
	select {
	case err := <-errc:
		return err
	case <-ctx.Done():
	}
	// SIGTERM: stop accepting, let in-flight requests and PayPal notices finish.
	slog.Info("shutting down")
	shutdownCtx, cancel := context.WithTimeout(context.Background(), 25*time.Second)
	defer cancel()
	for _, hs := range servers {
		if e := hs.Shutdown(shutdownCtx); e != nil && err == nil {
			err = e
		}
	}
	// Jobs under way finish (or are picked up again later: they are in the database).
	if stopErr := runner.Stop(shutdownCtx); stopErr != nil {
		slog.Warn("stopping the job queue", "err", stopErr)
	}
	srv.Close()
	return err
}

// health asks the local server whether it is ready.
func health(cfg config.Config) error {
	_, port, _ := net.SplitHostPort(cfg.Addr)
	c := &http.Client{Timeout: 3 * time.Second}
	resp, err := c.Get("http://127.0.0.1:" + port + "/readyz")
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return fmt.Errorf("not ready: %s", resp.Status)
	}
	return nil
}

// migrate brings the schema and the job queue's tables up to date, saying what it did to out.
func migrate(ctx context.Context, cfg config.Config, client *ent.Client, db *sql.DB, out io.Writer) error {
	if !cfg.Postgres() {
		// the embedded SQLite file follows the schema directly
		if err := store.Migrate(ctx, client); err != nil {
			return err
		}
		return queue.Migrate(ctx, db, false)
	}
	applied, err := store.MigrateVersioned(ctx, db)
	if err != nil {
		return err
	}
	fmt.Fprintf(out, "%d migrations applied %v\n", len(applied), applied)
	if err := queue.Migrate(ctx, db, true); err != nil {
		return err
	}
	fmt.Fprintln(out, "the job queue's tables are up to date")
	return nil
}

// prepareSchema migrates automatically in development; in production the versioned
// migrations must have been applied (`server migrate`) before the server starts.
func prepareSchema(ctx context.Context, cfg config.Config, client *ent.Client, db *sql.DB) error {
	if !cfg.Production() {
		return store.Migrate(ctx, client)
	}
	if !cfg.Postgres() {
		return fmt.Errorf("DATABASE_URL: production needs PostgreSQL (postgres://…), not an SQLite file")
	}
	pending, err := store.Pending(ctx, db)
	if err != nil {
		return err
	}
	if len(pending) > 0 {
		return fmt.Errorf("%d database migrations are pending (%s): run `server migrate` first", len(pending), strings.Join(pending, ", "))
	}
	return nil
}

// paypalSandbox serves the local PayPal stand-in until ctx ends. It never runs in
// production: there the site posts to PayPal.
func paypalSandbox(ctx context.Context, cfg config.Config, addr string) error {
	if cfg.Production() {
		return errors.New("the PayPal stand-in is for development and tests only: APP_ENV is production")
	}
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return fmt.Errorf("paypal-sandbox: cannot listen on %s: %w", addr, err)
	}
	srv := &http.Server{Handler: paypalsim.New().Handler(), ReadHeaderTimeout: 10 * time.Second}
	slog.Info("PayPal stand-in serving", "url", "http://"+ln.Addr().String(),
		"PAYPAL_CHECKOUT_URL", "http://"+ln.Addr().String()+paypalsim.CheckoutPath,
		"PAYPAL_IPN_VERIFY_URL", "http://"+ln.Addr().String()+paypalsim.VerifyPath)
	go func() {
		<-ctx.Done()
		_ = srv.Close()
	}()
	if err := srv.Serve(ln); !errors.Is(err, http.ErrServerClosed) {
		return err
	}
	return nil
}
