package rest

import (
	"context"
	"errors"
	"log/slog"
	"net/http"
	"net/url"
	"time"

	"seoagency/adminlists"
	"seoagency/audit"
	"seoagency/ent"
	staffsvc "seoagency/staff"
)

// exportWindow is how long an export may take to write one batch: the server's write
// timeout is pushed back after each, so a long export goes on while it moves.
const exportWindow = 60 * time.Second

// export answers a list as a CSV file named name-YYYY-MM-DD.csv, streamed batch by batch
// (package adminlists); the query string holds the table's filters. A failure before the
// first row is an error answer; after it, the file is cut short and the failure logged.
func export(name string, run func(ctx context.Context, c *ent.Client, v url.Values, out adminlists.Sink) error) action {
	return action{stream: func(ctx context.Context, c *ent.Client, w http.ResponseWriter, r *http.Request) error {
		if err := staffsvc.RequireRecent(ctx); err != nil { // a whole table leaves the site
			return err
		}
		rc := http.NewResponseController(w)
		file := &csvFile{w: w, name: name}
		sink := adminlists.Sink{W: file, Flush: func() error {
			_ = rc.SetWriteDeadline(time.Now().Add(exportWindow))
			if err := rc.Flush(); err != nil && !errors.Is(err, http.ErrNotSupported) {
				return err
			}
			return nil
		}}
		err := run(ctx, c, r.URL.Query(), sink)
		if err == nil {
			// Who took which data out, and under which filter.
			err = audit.Record(ctx, c, audit.Event{Action: audit.Export, EntityType: name + ".csv", Summary: r.URL.RawQuery})
		}
		if err != nil && file.started {
			slog.ErrorContext(ctx, "an export stopped part way", "path", r.URL.Path, "err", err)
			panic(http.ErrAbortHandler) // the client sees a broken download, not a short file that looks whole
		}
		return err
	}}
}

// csvFile is the answer: its headers are set just before its first byte, so a failure
// before it can still be answered as an error.
type csvFile struct {
	w       http.ResponseWriter
	name    string
	started bool
}

func (f *csvFile) Write(b []byte) (int, error) {
	if !f.started {
		f.started = true
		h := f.w.Header()
		h.Set("Content-Type", "text/csv; charset=utf-8")
		h.Set("Content-Disposition", `attachment; filename="`+f.name+"-"+time.Now().UTC().Format(time.DateOnly)+`.csv"`)
		h.Set("Cache-Control", "no-store")
	}
	return f.w.Write(b)
}
