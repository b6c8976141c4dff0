package server

import (
	"fmt"
	"math"
	"net"
	"net/http"
	"net/url"
	"slices"
	"strconv"
	"strings"

	"seoagency/ratelimit"
)

// withSecurityHeaders sets the headers every response carries. Scripts and styles
// come only from this site (no inline script or style attribute); frames only from the video embeds and the
// sign-in service; forms post only here and to PayPal.
func (s *Server) withSecurityHeaders(next http.Handler) http.Handler {
	connect := []string{"'self'", "https://identitytoolkit.googleapis.com", "https://securetoken.googleapis.com"}
	frames := []string{"https://www.youtube.com", "https://www.youtube-nocookie.com", "https://" + s.cfg.FirebaseAuthDomain}
	if s.cfg.FirebaseEmulatorHost != "" && !s.cfg.Production() {
		connect = append(connect, "http://"+s.cfg.FirebaseEmulatorHost)
		frames = append(frames, "http://"+s.cfg.FirebaseEmulatorHost)
	}
	forms := []string{"'self'"}
	if u, err := url.Parse(s.cfg.PayPalCheckoutURL); err == nil {
		forms = append(forms, u.Scheme+"://"+u.Host)
	}
	policy := func(styles string) string {
		return strings.Join([]string{
			"default-src 'self'",
			"script-src 'self' https://apis.google.com",
			"style-src " + styles,
			// Content images may be any https address an admin pasted (validate.URL), so
			// https: stays until images are uploaded to the site itself.
			"img-src 'self' data: https:",
			"font-src 'self'",
			"connect-src " + strings.Join(connect, " "),
			"frame-src " + strings.Join(frames, " "),
			"form-action " + strings.Join(forms, " "),
			"frame-ancestors 'none'",
			"base-uri 'self'",
			"object-src 'none'",
		}, "; ")
	}
	// No inline styles: the app sets sizes through the CSSOM or classes. GraphiQL (a
	// development tool, off in production) injects its editor's styles.
	csp, graphiqlCSP := policy("'self'"), policy("'self' 'unsafe-inline'")
	https := strings.HasPrefix(s.cfg.PublicURL, "https://")
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		h := w.Header()
		if r.URL.Path == "/graphiql" {
			h.Set("Content-Security-Policy", graphiqlCSP)
		} else {
			h.Set("Content-Security-Policy", csp)
		}
		h.Set("X-Content-Type-Options", "nosniff")
		h.Set("Referrer-Policy", "strict-origin-when-cross-origin")
		h.Set("X-Frame-Options", "DENY")
		h.Set("Permissions-Policy", "camera=(), microphone=(), geolocation=()")
		// Google sign-in opens a popup that must be able to report back.
		h.Set("Cross-Origin-Opener-Policy", "same-origin-allow-popups")
		if https {
			h.Set("Strict-Transport-Security", "max-age=31536000; includeSubDomains")
		}
		next.ServeHTTP(w, r)
	})
}

// withCORS lets the configured origins (CORS_ORIGINS) call the API from a browser;
// every other origin gets no CORS headers, so browsers keep it out.
func (s *Server) withCORS(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		origin := r.Header.Get("Origin")
		api := strings.HasPrefix(r.URL.Path, "/api/") || r.URL.Path == "/graphql"
		if !api || origin == "" {
			next.ServeHTTP(w, r)
			return
		}
		w.Header().Add("Vary", "Origin")
		allowed := slices.Contains(s.cfg.CORSOrigins, origin)
		if allowed {
			w.Header().Set("Access-Control-Allow-Origin", origin)
			w.Header().Set("Access-Control-Allow-Headers", "Authorization, Content-Type")
			w.Header().Set("Access-Control-Allow-Methods", "GET, POST, PUT")
			w.Header().Set("Access-Control-Max-Age", "600")
		}
		if r.Method == http.MethodOptions {
			if allowed {
				w.WriteHeader(http.StatusNoContent)
			} else {
				w.WriteHeader(http.StatusForbidden)
			}
			return
		}
		next.ServeHTTP(w, r)
	})
}

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
// write it asks for (aliases and all), whichever API it came through.
func (s *Server) withCaller(next http.Handler) http.Handler {
	rules := map[ratelimit.Kind]ratelimit.Rule{ratelimit.PublicWrites: s.cfg.RatePublicWrites, ratelimit.Orders: s.cfg.RateOrders}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		next.ServeHTTP(w, r.WithContext(ratelimit.WithCaller(r.Context(), s.clientIP(r), rules)))
	})
}

// withRouteLimit answers 429 with Retry-After when a client sends a route more often
// than rule allows: for routes that are not domain calls (PayPal's notices).
func (s *Server) withRouteLimit(rule ratelimit.Rule, next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if ok, wait := s.limiter.Allow(r.Context(), rule, s.clientIP(r)); !ok {
			secs := int(math.Ceil(wait.Seconds()))
			w.Header().Set("Retry-After", strconv.Itoa(secs))
			writeJSON(w, http.StatusTooManyRequests, map[string]any{"error": map[string]string{
				"code":    "RATE_LIMITED",
				"message": fmt.Sprintf("Too many requests of this kind from your address: try again in %d seconds.", secs)}})
			return
		}
		next.ServeHTTP(w, r)
	})
}
