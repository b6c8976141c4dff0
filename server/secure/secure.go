// Package secure sets the headers that keep browsers safe on the site: the content
// security policy and its companions on every answer, and CORS for the API.
package secure

import (
	"net/http"
	"net/url"
	"slices"
	"strings"

	"seoagency/config"
)

// Headers sets the headers every response carries. Scripts and styles
// come only from this site (no inline script or style attribute); frames only from the video embeds and the
// sign-in service; forms post only here and to PayPal.
func Headers(cfg config.Config, next http.Handler) http.Handler {
	connect := []string{"'self'", "https://identitytoolkit.googleapis.com", "https://securetoken.googleapis.com"}
	frames := []string{"https://www.youtube.com", "https://www.youtube-nocookie.com", "https://" + cfg.FirebaseAuthDomain}
	if cfg.FirebaseEmulatorHost != "" && !cfg.Production() {
		connect = append(connect, "http://"+cfg.FirebaseEmulatorHost)
		frames = append(frames, "http://"+cfg.FirebaseEmulatorHost)
	}
	forms := []string{"'self'"}
	if u, err := url.Parse(cfg.PayPalCheckoutURL); err == nil {
		forms = append(forms, u.Scheme+"://"+u.Host)
	}
	policy := func(styles string) string {
		return strings.Join([]string{
			"default-src 'self'",
			"script-src 'self' https://apis.google.com",
			"style-src " + styles,
			// Uploaded images are the site's own (/media/…); pasted addresses are allowed
			// from IMAGE_ORIGINS (README, "Media library"); blob: is the upload dialog's
			// preview of the chosen file, made in the page itself.
			strings.TrimSpace("img-src 'self' data: blob: " + strings.Join(cfg.ImageOrigins, " ")),
			"font-src 'self'",
			"connect-src " + strings.Join(connect, " "),
			"frame-src " + strings.Join(frames, " "),
			"form-action " + strings.Join(forms, " "),
			"frame-ancestors 'none'",
			"base-uri 'self'",
			"object-src 'none'",
		}, "; ")
	}
	// No inline styles: the app sets sizes through the CSSOM or classes. GraphiQL (for
	// developers, staff and integrators: no public page) injects its editor's styles.
	csp, graphiqlCSP := policy("'self'"), policy("'self' 'unsafe-inline'")
	https := strings.HasPrefix(cfg.PublicURL, "https://")
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

// CORS lets origins (CORS_ORIGINS) call the API from a browser; every other origin
// gets no CORS headers, so browsers keep it out.
func CORS(origins []string, next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		origin := r.Header.Get("Origin")
		api := strings.HasPrefix(r.URL.Path, "/api/") || r.URL.Path == "/graphql"
		if !api || origin == "" {
			next.ServeHTTP(w, r)
			return
		}
		w.Header().Add("Vary", "Origin")
		allowed := slices.Contains(origins, origin)
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
