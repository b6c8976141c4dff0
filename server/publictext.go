package server

import (
	"context"
	"log/slog"
	"sync"

	"entgo.io/ent/privacy"

	"seoagency/ent"
)

// publicText is the Owner's switch Public Text Queries (a payment setting): whether
// visitors may send queries of public content as text in production. It is read from the
// database once, and again after the settings change (invalidate: a payment setting's
// change is announced to every replica).
type publicText struct {
	client *ent.Client
	mu     sync.Mutex
	known  bool
	on     bool
}

// On reports the switch; a failed read is off (persisted queries only), and read again next time.
func (p *publicText) On(ctx context.Context) bool {
	p.mu.Lock()
	defer p.mu.Unlock()
	if !p.known {
		s, err := p.client.PaymentSetting.Query().First(privacy.DecisionContext(ctx, privacy.Allow))
		switch {
		case ent.IsNotFound(err):
			p.on, p.known = false, true
		case err != nil:
			slog.WarnContext(ctx, "the Public Text Queries setting could not be read: visitors' text queries are refused", "err", err)
			return false
		default:
			p.on, p.known = s.PublicTextQueries, true
		}
	}
	return p.on
}

// changed forgets the switch: the settings may have changed.
func (p *publicText) changed() {
	p.mu.Lock()
	p.known = false
	p.mu.Unlock()
}
