package vitals

import (
	"errors"
	"fmt"
	"io"
	"math"
	"mime"
	"net/http"
	"strconv"
	"time"

	"golang.org/x/time/rate"

	"seoagency/apierr"
)

// Beacons are limited in memory, per process: each client's (Senders, which
// keeps no address), and all together. The project's ratelimit package would write each
// sender's address to the database, which the beacons' privacy promise excludes, and
// cost a write per beacon. Storage is bounded whatever comes (Counts); the
// shared limit bounds the work.
const (
	beaconsPerSecond = 100
	beaconBurst      = 200
)

// Beacons is the beacons' endpoint: it adds each checked beacon to Counts.
type Beacons struct {
	counts   *Counts
	clientIP func(*http.Request) string // the address a sender's limit is counted by
	pages    []string                   // the pages a beacon may name
	all      *rate.Limiter              // every client's beacons together
	senders  *Senders                   // each client's beacons
}

// NewBeacons takes beacons into counts; clientIP names a request's sender.
func NewBeacons(counts *Counts, clientIP func(*http.Request) string) *Beacons {
	return &Beacons{counts: counts, clientIP: clientIP, pages: Pages(),
		all: rate.NewLimiter(beaconsPerSecond, beaconBurst), senders: NewSenders()}
}

// ServeHTTP takes a public page's Web Vitals (POST /api/vitals, sent by the web app
// with navigator.sendBeacon). It needs no sign-in and keeps nothing of the sender: no
// cookie, no token, no user agent; its address only picks its limit's bucket. A checked beacon is counted and
// answered 204; anything else is refused with a 4xx that says why, and not counted.
func (s *Beacons) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	refuse := func(status int, code apierr.Code, format string, a ...any) {
		apierr.WriteJSON(w, status, map[string]*apierr.Error{"error": {Code: code, Message: fmt.Sprintf(format, a...)}})
	}
	if mt, _, _ := mime.ParseMediaType(r.Header.Get("Content-Type")); mt != "application/json" {
		refuse(http.StatusUnsupportedMediaType, "UNSUPPORTED_MEDIA_TYPE", "Send the beacon as JSON with Content-Type: application/json.")
		return
	}
	if ok, wait := s.senders.Allow(s.clientIP(r), time.Now()); !ok {
		secs := int(math.Ceil(wait.Seconds()))
		w.Header().Set("Retry-After", strconv.Itoa(secs))
		refuse(http.StatusTooManyRequests, apierr.RateLimited, "Too many beacons from your address: try again in %d seconds.", secs)
		return
	}
	if !s.all.Allow() {
		w.Header().Set("Retry-After", "1")
		refuse(http.StatusTooManyRequests, apierr.RateLimited, "Too many beacons: try again in a second.")
		return
	}
	body, err := io.ReadAll(http.MaxBytesReader(w, r.Body, MaxBeaconBytes))
	if err != nil {
		var tooLarge *http.MaxBytesError
		if errors.As(err, &tooLarge) {
			refuse(http.StatusRequestEntityTooLarge, "TOO_LARGE", "A beacon is at most %d bytes.", MaxBeaconBytes)
		} else {
			refuse(http.StatusBadRequest, apierr.Validation, "The beacon could not be read.")
		}
		return
	}
	b, err := Decode(body, s.pages)
	if err != nil {
		refuse(http.StatusBadRequest, apierr.Validation, "%s", err.Error())
		return
	}
	s.counts.Add(b, time.Now())
	w.WriteHeader(http.StatusNoContent)
}
