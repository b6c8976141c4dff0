package vitals

import (
	"hash/maphash"
	"math"
	"net"
	"sync"
	"time"
)

// A client address may land SenderBurst beacons at once, then one every SenderEvery:
// at most 22 in any minute, 12 a minute when it keeps sending. A visitor sends one
// beacon per sampled page view (VITALS_SAMPLE_RATE); an office behind one address shares this.
const (
	SenderBurst = 10
	SenderEvery = 5 * time.Second
	// The table holds senderSets × senderWays clients that sent lately: 4096 of 24 bytes,
	// 96 KiB whatever comes.
	senderSets = 512
	senderWays = 8
)

// Senders limits each client's beacons, so that one client moves the figures only by a
// bounded amount and cannot spend the limit every visitor shares. It is a fixed table of
// token buckets of the clients that sent lately, each known by a 64-bit hash of its
// address under a key made at start (for IPv6, of its /64, which one client usually
// holds whole): memory never grows, and no address is kept. A bucket is emptied once
// its client may send a full burst again; when a set of the table is full, the client
// that sent longest ago is forgotten (it gets a full burst back, which the limit every
// client shares still bounds).
type Senders struct {
	seed maphash.Seed
	mu   sync.Mutex
	sets [senderSets][senderWays]sender
}

type sender struct {
	key  uint64  // the hash of the client's address; 0: free
	used float64 // beacons counted against the burst, draining at one per SenderEvery
	at   int64   // when used was last brought up to date, Unix nanoseconds
}

// NewSenders returns an empty table with a key of its own.
func NewSenders() *Senders { return &Senders{seed: maphash.MakeSeed()} }

// Allow counts a beacon of addr at now; when addr has none left, it says how long
// until the next one is allowed.
func (s *Senders) Allow(addr string, now time.Time) (bool, time.Duration) {
	if ip := net.ParseIP(addr); ip.To4() != nil {
		addr = ip.To4().String() // ::ffff:192.0.2.1 is 192.0.2.1
	} else if ip != nil {
		addr = ip.Mask(net.CIDRMask(64, 128)).String()
	}
	key := maphash.String(s.seed, addr) | 1 // never 0, which marks a free entry
	t := now.UnixNano()
	s.mu.Lock()
	defer s.mu.Unlock()
	set := &s.sets[key%senderSets]
	var b, oldest *sender
	for i := range set {
		e := &set[i]
		if d := t - e.at; e.key != 0 && d > 0 { // a clock stepped back drains nothing
			e.used, e.at = math.Max(0, e.used-float64(d)/float64(SenderEvery)), t
		}
		if e.key != 0 && e.used == 0 {
			*e = sender{} // a full burst again: nothing to remember
		}
		switch {
		case e.key == key:
			b = e
		case oldest == nil || e.key == 0 || oldest.key != 0 && e.at < oldest.at:
			oldest = e
		}
	}
	if b == nil {
		b = oldest
		*b = sender{key: key, at: t}
	}
	if b.used+1 > SenderBurst {
		return false, time.Duration((b.used + 1 - SenderBurst) * float64(SenderEvery))
	}
	b.used++
	return true, 0
}
