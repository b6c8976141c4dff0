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
	// senderSlots is the table's size: 4096 buckets of 16 bytes, 64 KiB whatever comes.
	senderSlots = 4096
)

// Senders limits each client's beacons, so that one client moves the figures only by a
// bounded amount and cannot spend the limit every visitor shares. It is a fixed table of
// token buckets, a client's found by a hash of its address under a key made at start
// (for IPv6, of its /64, which one client usually holds whole): memory never grows, and
// no address is kept, only which bucket it fell in. Two clients in one bucket (1 in
// senderSlots) share its budget.
type Senders struct {
	seed  maphash.Seed
	mu    sync.Mutex
	slots [senderSlots]bucket
}

type bucket struct {
	used float64 // beacons counted against the burst, draining at one per SenderEvery
	at   int64   // when used was last brought up to date, Unix nanoseconds
}

// NewSenders returns an empty table with a key of its own.
func NewSenders() *Senders { return &Senders{seed: maphash.MakeSeed()} }

// Allow counts a beacon of addr at now; when addr has none left, it says how long
// until the next one is allowed.
func (s *Senders) Allow(addr string, now time.Time) (bool, time.Duration) {
	key := addr
	if ip := net.ParseIP(addr); ip.To4() != nil {
		key = ip.To4().String() // ::ffff:192.0.2.1 is 192.0.2.1
	} else if ip != nil {
		key = ip.Mask(net.CIDRMask(64, 128)).String()
	}
	i := maphash.String(s.seed, key) % senderSlots
	s.mu.Lock()
	defer s.mu.Unlock()
	b := &s.slots[i]
	t := now.UnixNano()
	if d := t - b.at; d > 0 { // a clock stepped back drains nothing
		b.used = math.Max(0, b.used-float64(d)/float64(SenderEvery))
		b.at = t
	}
	if b.used+1 > SenderBurst {
		return false, time.Duration((b.used + 1 - SenderBurst) * float64(SenderEvery))
	}
	b.used++
	return true, 0
}
