package server

import (
	"fmt"
	"math"
	"net"
	"net/http"
	"strconv"
	"strings"

	"seoagency/apierr"
	"seoagency/audit"
	"seoagency/ratelimit"
)

// clientIP is the address limits are counted by.
func (s *Server) clientIP(r *http.Request) string {
	if s.cfg.TrustProxyHeaders {
		// The last address is the one our own proxy added; earlier ones the client may forge.
		if xff := r.Header.Get("X-Forwarded-For"); xff != "" {
			parts := strings.Split(xff, ",")
			return strings.TrimSpace(parts[len(parts)-1])
		}
	}
	host, _, err := net.SplitHostPort(r.RemoteAddr)
	if err != nil {
		return r.RemoteAddr
	}
	return host
}

// withCaller tells the domain calls of the request who is calling, so that the
// limited writes (sign-ups, messages, orders) are counted for that address, each
// write it asks for (aliases and all), whichever API it came through; and the audit
// log records the address with the request's writes and refusals.
func (s *Server) withCaller(next http.Handler) http.Handler {
	rules := map[ratelimit.Kind]ratelimit.Rule{ratelimit.PublicWrites: s.cfg.RatePublicWrites, ratelimit.Orders: s.cfg.RateOrders,
		ratelimit.Tokens: s.cfg.RateTokens, ratelimit.AccountMails: s.cfg.RateAccountMails}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		ip := s.clientIP(r)
		ctx, done := audit.WithRequest(ratelimit.WithCaller(r.Context(), s.client, ip, rules), s.client, ip)
		next.ServeHTTP(w, r.WithContext(ctx))
		done()
	})
}

// withRouteLimit answers 429 with Retry-After when a client sends a route more often
// than rule allows: for routes that are not domain calls (PayPal's notices).
func (s *Server) withRouteLimit(rule ratelimit.Rule, next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if ok, wait := s.limiter.Allow(r.Context(), rule, s.clientIP(r)); !ok {
			secs := int(math.Ceil(wait.Seconds()))
			w.Header().Set("Retry-After", strconv.Itoa(secs))
			apierr.WriteJSON(w, http.StatusTooManyRequests, map[string]any{"error": map[string]string{
				"code":    "RATE_LIMITED",
				"message": fmt.Sprintf("Too many requests of this kind from your address: try again in %d seconds.", secs)}})
			return
		}
		next.ServeHTTP(w, r)
	})
}
