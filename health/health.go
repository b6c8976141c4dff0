// Package health answers the probes of load balancers and orchestrators: /healthz
// (the process answers) and /readyz (it can serve visitors).
package health

import (
	"context"
	"database/sql"
	"net/http"
	"time"

	"seoagency/apierr"
)

// Live answers 200 while the process serves requests at all.
func Live(w http.ResponseWriter, r *http.Request) {
	apierr.WriteJSON(w, http.StatusOK, map[string]string{"status": "ok"})
}

// Ready answers 200 once the database answers and the public pages are painted
// (painted), 503 with the reason before.
func Ready(db *sql.DB, painted func() bool) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		ctx, cancel := context.WithTimeout(r.Context(), 2*time.Second)
		defer cancel()
		if err := db.PingContext(ctx); err != nil {
			apierr.WriteJSON(w, http.StatusServiceUnavailable, map[string]string{"status": "unavailable", "error": "database unreachable"})
			return
		}
		if !painted() {
			apierr.WriteJSON(w, http.StatusServiceUnavailable, map[string]string{"status": "starting", "error": "the public pages are being painted"})
			return
		}
		apierr.WriteJSON(w, http.StatusOK, map[string]string{"status": "ready"})
	})
}
