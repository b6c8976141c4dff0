// Package ratelimit bounds how often one client may do one kind of write. Counts
// live in the database (table rate_limits), so the limit holds across replicas.
package ratelimit

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"log/slog"
	"math"
	"math/rand/v2"
	"strconv"
	"strings"
	"time"

	"entgo.io/ent/privacy"

	"seoagency/apierr"
	"seoagency/ent"
	entratelimit "seoagency/ent/ratelimit"
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

// Kind is a kind of write limited per client: the domain call that makes the write
// names its kind, and the server's configuration gives each kind its rule.
type Kind int

const (
	PublicWrites Kind = iota // newsletter sign-ups and messages
	Orders
	Tokens       // uses of an invitation's token: looking it up, accepting it
	AccountMails // verification and password-reset mails asked for
)

type callerKey struct{}

type caller struct {
	client string
	rules  map[Kind]Rule
	root   *ent.Client
}

// WithCaller says for whom the request's domain calls run: the address their writes
// are counted by, and the rule of each kind; root is the database's client outside any
// transaction, through which a failed attempt is counted (TakeAttempt). Without it
// nothing is limited (the server's own calls, tests of the domain alone).
func WithCaller(ctx context.Context, root *ent.Client, client string, rules map[Kind]Rule) context.Context {
	return context.WithValue(ctx, callerKey{}, caller{client: client, rules: rules, root: root})
}

// Client is the address the request's writes are counted by (WithCaller); "" when none.
func Client(ctx context.Context) string {
	who, _ := ctx.Value(callerKey{}).(caller)
	return who.client
}

// Take counts one write of kind for the caller in ctx. It counts through c, the
// client of the write's own transaction, so a write and its count commit or roll
// back together (and on SQLite the count does not wait for the transaction's lock).
// Past the limit it returns a RATE_LIMITED error that says when to try again.
func Take(ctx context.Context, c *ent.Client, kind Kind) error {
	who, ok := ctx.Value(callerKey{}).(caller)
	if !ok {
		return nil
	}
	ok, wait := Within(ctx, c, who.client, who.rules[kind])
	if ok {
		return nil
	}
	secs := int(math.Ceil(wait.Seconds()))
	return &apierr.Error{Code: apierr.RateLimited, RetryAfter: secs,
		Message: fmt.Sprintf("Too many requests of this kind from your address: try again in %d seconds.", secs)}
}

// TakeAttempt is Take for an attempt that may fail, like a guess of a token or of a
// coupon code: when c's transaction (the request's) rolls back, the attempt is counted
// again after it, through the caller's root client, so that failed guesses count too.
func TakeAttempt(ctx context.Context, c *ent.Client, kind Kind) error {
	if err := Take(ctx, c, kind); err != nil {
		return err
	}
	tx := ent.TxFromContext(ctx)
	who, limited := ctx.Value(callerKey{}).(caller)
	if tx == nil || !limited || who.root == nil {
		return nil
	}
	tx.OnRollback(func(next ent.Rollbacker) ent.Rollbacker {
		return ent.RollbackFunc(func(ctx context.Context, tx *ent.Tx) error {
			err := next.Rollback(ctx, tx)
			Within(context.WithoutCancel(ctx), who.root, who.client, who.rules[kind])
			return err
		})
	})
	return nil
}

// Limiter counts requests that are not domain calls (PayPal's notices) by route.
type Limiter struct{ client *ent.Client }

// New counts in the database of client.
func New(client *ent.Client) *Limiter { return &Limiter{client: client} }

// Allow counts one request of client under rule in a transaction of its own. When
// the limit is reached it returns false and how long until one more is allowed.
func (l *Limiter) Allow(ctx context.Context, rule Rule, client string) (bool, time.Duration) {
	if rule.Limit == 0 {
		return true, 0
	}
	ok, wait := true, time.Duration(0)
	err := ent.WithTx(ctx, l.client, func(ctx context.Context, c *ent.Client) error {
		ok, wait = Within(ctx, c, client, rule)
		return nil
	})
	if err != nil {
		slog.WarnContext(ctx, "rate limit not checked", "rule", rule.Name, "err", err)
	}
	return ok, wait
}

// Slices is how many buckets a rule's period is cut into. A rule counts the buckets
// of the last period and the whole of the bucket that period starts in, so no window
// of the rule's length holds more than its limit (a fixed window let twice the limit
// through across its boundary); the price is a wait up to a tenth longer.
const Slices = 10

// Within counts one event of client under every rule through c, or, when one of them
// is at its limit, none (an event refused is not counted, so a client that keeps
// trying is not shut out longer) and says how long until the event would be allowed.
// A database failure lets the event through (logged): the site stays up rather than
// the limit.
func Within(ctx context.Context, c *ent.Client, client string, rules ...Rule) (bool, time.Duration) {
	return within(ctx, c, client, time.Now(), rules)
}

func within(ctx context.Context, c *ent.Client, client string, now time.Time, rules []Rule) (bool, time.Duration) {
	ctx = privacy.DecisionContext(ctx, privacy.Allow)
	if len(client) > 64 { // an address is shorter; keep the key within its column
		sum := sha256.Sum256([]byte(client))
		client = hex.EncodeToString(sum[:])
	}
	var taken []int // rows counted, given back when a later rule refuses
	for _, rule := range rules {
		if rule.Limit == 0 {
			continue
		}
		id, wait, _, err := count(ctx, c, rule, rule.Name+":"+client, now, 1)
		if err != nil {
			slog.WarnContext(ctx, "rate limit not checked", "rule", rule.Name, "err", err)
			return true, 0
		}
		if wait > 0 {
			if err := c.RateLimit.Update().Where(entratelimit.IDIn(append(taken, id)...)).AddCount(-1).Exec(ctx); err != nil {
				slog.WarnContext(ctx, "rate limit not given back", "rule", rule.Name, "err", err)
			}
			return false, wait
		}
		taken = append(taken, id)
	}
	return true, 0
}

// count adds n to key's bucket of now and returns the window's total with it; past the
// limit, also how long until enough of the oldest counted buckets have left the window.
func count(ctx context.Context, c *ent.Client, rule Rule, key string, now time.Time, n int) (id int, wait time.Duration, total int, err error) {
	width := int64(rule.Per) / Slices
	bucket := now.UnixNano() / width
	id, err = c.RateLimit.Create().SetKey(key).SetBucket(bucket).SetCount(n).
		OnConflictColumns(entratelimit.FieldKey, entratelimit.FieldBucket).AddCount(n).ID(ctx)
	if err != nil {
		return 0, 0, 0, err
	}
	var rows []struct {
		Bucket int64 `json:"bucket"`
		Count  int   `json:"count"`
	}
	err = c.RateLimit.Query().Where(entratelimit.Key(key), entratelimit.BucketGTE(bucket-Slices), entratelimit.BucketLTE(bucket)).
		Order(ent.Asc(entratelimit.FieldBucket)).Select(entratelimit.FieldBucket, entratelimit.FieldCount).Scan(ctx, &rows)
	if err != nil {
		return 0, 0, 0, err
	}
	if rand.IntN(200) == 0 {
		// Old buckets of this rule only: other rules count in buckets of other lengths.
		if _, err := c.RateLimit.Delete().Where(entratelimit.KeyHasPrefix(rule.Name+":"), entratelimit.BucketLT(bucket-Slices)).Exec(ctx); err != nil {
			slog.WarnContext(ctx, "sweeping rate limits failed", "err", err)
		}
	}
	for _, r := range rows {
		total += r.Count
	}
	left := total
	for _, r := range rows {
		if left <= rule.Limit {
			break
		}
		// Bucket b is counted until bucket b+Slices+1 begins.
		left -= r.Count
		wait = time.Unix(0, (r.Bucket+Slices+1)*width).Sub(now)
	}
	return id, wait, total, nil
}

// Spent is a budget's state after Spend: the points the request cost, the budget, what is
// left of it, and when points spent now are given back (the whole budget is free again).
type Spent struct {
	OK        bool // the points were taken; false: none were, the request is refused
	Cost      int
	Limit     int
	Remaining int
	Reset     time.Time
}

// Spend takes cost points of client's budget under rule (Limit points per Per, counted
// as Within counts events, in the database, so replicas share it) in a transaction of
// its own, or, when fewer points are left, none. A database failure lets the request
// through (logged), as Within does.
func (l *Limiter) Spend(ctx context.Context, rule Rule, client string, cost int) Spent {
	now := time.Now()
	s := Spent{OK: true, Cost: cost, Limit: rule.Limit, Remaining: rule.Limit, Reset: now.Add(rule.Per)}
	if rule.Limit == 0 {
		return s
	}
	key := rule.Name + ":" + client
	err := ent.WithTx(privacy.DecisionContext(ctx, privacy.Allow), l.client, func(ctx context.Context, c *ent.Client) error {
		id, _, total, err := count(ctx, c, rule, key, now, cost)
		if err != nil {
			return err
		}
		if total > rule.Limit {
			s.OK = false
			total -= cost
			if err := c.RateLimit.Update().Where(entratelimit.ID(id)).AddCount(-cost).Exec(ctx); err != nil {
				return err
			}
		}
		s.Remaining = max(rule.Limit-total, 0)
		return nil
	})
	if err != nil {
		slog.WarnContext(ctx, "budget not checked", "rule", rule.Name, "err", err)
		return Spent{OK: true, Cost: cost, Limit: rule.Limit, Remaining: rule.Limit, Reset: now.Add(rule.Per)}
	}
	// Points spent now leave the window when the bucket after the window's end begins.
	width := int64(rule.Per) / Slices
	s.Reset = time.Unix(0, (now.UnixNano()/width+Slices+1)*width)
	return s
}
