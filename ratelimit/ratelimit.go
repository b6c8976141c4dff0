// Package ratelimit bounds how often one client may do one kind of write. Counts
// live in the database (table rate_limits), so the limit holds across replicas.
package ratelimit

import (
	"context"
	"database/sql"
	"fmt"
	"log/slog"
	"math/rand/v2"
	"strconv"
	"strings"
	"time"
)

// Rule allows Limit requests per Per; a zero Limit allows everything.
type Rule struct {
	Name  string
	Limit int
	Per   time.Duration
}

// ParseRule reads "20/min", "100/hour", "5/s" or "0" (off).
func ParseRule(name, s string) (Rule, error) {
	r := Rule{Name: name}
	if strings.TrimSpace(s) == "0" {
		return r, nil
	}
	n, unit, ok := strings.Cut(strings.TrimSpace(s), "/")
	limit, err := strconv.Atoi(n)
	per := map[string]time.Duration{"s": time.Second, "sec": time.Second, "min": time.Minute, "hour": time.Hour, "h": time.Hour}[unit]
	if !ok || err != nil || limit < 0 || per == 0 {
		return r, fmt.Errorf("%q is not a rate like 20/min, 100/hour or 0 (off)", s)
	}
	r.Limit, r.Per = limit, per
	return r, nil
}

// Limiter counts requests in fixed time buckets.
type Limiter struct {
	db       *sql.DB
	postgres bool
	now      func() time.Time
}

// New counts in db.
func New(db *sql.DB, postgres bool) *Limiter {
	return &Limiter{db: db, postgres: postgres, now: time.Now}
}

// Allow counts one request of client under rule. When the limit is reached it returns
// false and how long until the next bucket. A database failure lets the request
// through (logged): the site stays up rather than the limit.
func (l *Limiter) Allow(ctx context.Context, rule Rule, client string) (bool, time.Duration) {
	if rule.Limit == 0 {
		return true, 0
	}
	now := l.now()
	bucket := now.UnixNano() / int64(rule.Per)
	q := `INSERT INTO rate_limits (key, bucket, count) VALUES (?, ?, 1)
		ON CONFLICT (key, bucket) DO UPDATE SET count = rate_limits.count + 1 RETURNING count`
	if l.postgres {
		q = strings.NewReplacer("?, ?", "$1, $2").Replace(q)
	}
	var count int
	if err := l.db.QueryRowContext(ctx, q, rule.Name+":"+client, bucket).Scan(&count); err != nil {
		slog.WarnContext(ctx, "rate limit not checked", "rule", rule.Name, "err", err)
		return true, 0
	}
	if rand.IntN(200) == 0 {
		l.sweep(ctx, bucket-2)
	}
	if count > rule.Limit {
		next := time.Unix(0, (bucket+1)*int64(rule.Per))
		return false, next.Sub(now)
	}
	return true, 0
}

// sweep drops old buckets now and then.
func (l *Limiter) sweep(ctx context.Context, before int64) {
	q := "DELETE FROM rate_limits WHERE bucket < ?"
	if l.postgres {
		q = "DELETE FROM rate_limits WHERE bucket < $1"
	}
	if _, err := l.db.ExecContext(ctx, q, before); err != nil {
		slog.WarnContext(ctx, "sweeping rate limits failed", "err", err)
	}
}
