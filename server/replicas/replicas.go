// Package replicas carries "public content changed" between the server processes on
// one PostgreSQL database (LISTEN/NOTIFY), so each drops its caches and paints its
// pages again after an edit made through another.
package replicas

import (
	"crypto/rand"
	"database/sql"
	"log/slog"
	"time"

	"github.com/lib/pq"
)

// channel carries the notices.
const channel = "seo_content_changed"

// Link is one replica's line to the others.
type Link struct {
	db       *sql.DB
	listener *pq.Listener
	id       string // signs this replica's notices, so it ignores its own
}

// Listen calls changed when another replica changed content, and after a lost
// connection to PostgreSQL (a change may have been missed meanwhile).
func Listen(databaseURL string, db *sql.DB, changed func()) *Link {
	l := &Link{db: db, id: rand.Text()}
	l.listener = pq.NewListener(databaseURL, time.Second, 30*time.Second, func(ev pq.ListenerEventType, err error) {
		if ev == pq.ListenerEventReconnected {
			changed()
		}
	})
	if err := l.listener.Listen(channel); err != nil {
		slog.Warn("listening for content changes of other replicas failed", "err", err)
	}
	go func() {
		for n := range l.listener.Notify {
			// Not this replica's own notice (it dropped its cache already); nil: reconnected.
			if n == nil || n.Extra != l.id {
				changed()
			}
		}
	}()
	return l
}

// Tell tells the other replicas that this one changed content.
func (l *Link) Tell() {
	if _, err := l.db.Exec("SELECT pg_notify($1, $2)", channel, l.id); err != nil {
		slog.Warn("telling other replicas of a content change failed", "err", err)
	}
}

// Close stops listening.
func (l *Link) Close() { _ = l.listener.Close() }
