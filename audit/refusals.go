package audit

import (
	"context"
	"log/slog"
	"sync/atomic"
	"time"

	"seoagency/apierr"
	"seoagency/ent"
	"seoagency/ratelimit"
)

// The bounds of refusal lines, counted in the database (every replica shares them), so
// that nobody can flood the log: a signed-in person's refusals per account, a visitor's
// per address and all visitors' together. Past a bound, refusals are not recorded (the
// request log still has them).
var (
	personRefusals  = ratelimit.Rule{Name: "audit-refusals", Limit: 60, Per: time.Hour}
	addressRefusals = ratelimit.Rule{Name: "audit-refusals", Limit: 10, Per: time.Hour}
	visitorRefusals = ratelimit.Rule{Name: "audit-visitor-refusals", Limit: 100, Per: time.Hour}
	allVisitorsKey  = "audit:visitors"
)

type requestKey struct{}

// request is a request's first refusal, recorded once the request is answered: in a
// transaction of its own (the refused write's rolls back), after the request's own
// transaction has ended (on SQLite, the one writer).
type request struct {
	noted atomic.Bool
	line  line // who (the viewer is known where the refusal is), what, from where
}

// WithRequest readies ctx's request for Refusal and says from which address it comes
// (WithClient). Call done once the request is answered: it records the request's
// refusal, if any, through log (the server's client, not a transaction's).
func WithRequest(ctx context.Context, log *ent.Client, addr string) (_ context.Context, done func()) {
	r := &request{}
	ctx = context.WithValue(WithClient(ctx, addr), requestKey{}, r)
	return ctx, func() {
		if r.noted.Load() {
			record(context.WithoutCancel(ctx), log, r)
		}
	}
}

// Refusal notes that the request of ctx was refused what (a route, a GraphQL field) with
// err, when err is a refusal of access (sign-in required, not allowed for the role).
// Every surface's error writer calls it (GraphQL, REST and its exports, uploads); the
// first refusal of a request is recorded when it is answered, within the bounds above.
func Refusal(ctx context.Context, what string, err error) {
	r, ok := ctx.Value(requestKey{}).(*request)
	if !ok || err == nil {
		return
	}
	e, _ := apierr.From(err)
	if e.Code != apierr.Forbidden && e.Code != apierr.Unauthenticated {
		return
	}
	if r.noted.CompareAndSwap(false, true) {
		r.line = lineOf(ctx, Event{Action: Refused, EntityType: what, Summary: e.Message})
	}
}

func record(ctx context.Context, log *ent.Client, r *request) {
	err := ent.WithTx(system(ctx), log, func(ctx context.Context, c *ent.Client) error {
		if !within(ctx, c, r.line) {
			return nil
		}
		return appendLine(ctx, c, r.line)
	})
	if err != nil {
		slog.WarnContext(ctx, "audit: a refusal was not recorded", "err", err)
	}
}
func within(ctx context.Context, c *ent.Client, l line) bool {
	if l.UID != "" {
		ok, _ := ratelimit.Within(ctx, c, "audit:uid:"+l.UID, personRefusals)
		return ok
	}
	if ok, _ := ratelimit.Within(ctx, c, "audit:addr:"+l.Client, addressRefusals); !ok {
		return false
	}
	ok, _ := ratelimit.Within(ctx, c, allVisitorsKey, visitorRefusals)
	return ok
}
