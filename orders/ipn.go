package orders

import (
	"errors"
	"io"
	"log/slog"
	"net/http"

	"seoagency/apierr"
	"seoagency/ent"
	"seoagency/queue"
)

// NoticeHandler takes PayPal's notices (POST /api/paypal/ipn).
type NoticeHandler struct {
	PayPal PayPal
	Client *ent.Client
	Queue  *queue.Queue
}

// ServeHTTP answers 200 only once the notice is stored, and verifies it on the job
// queue; any other answer makes PayPal send it again.
func (h *NoticeHandler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	raw, err := io.ReadAll(http.MaxBytesReader(w, r.Body, MaxNoticeBytes))
	if err != nil {
		var tooLarge *http.MaxBytesError
		if errors.As(err, &tooLarge) {
			apierr.WriteJSON(w, http.StatusRequestEntityTooLarge, map[string]string{"error": "A notice is at most 16 KiB."})
		} else {
			apierr.WriteJSON(w, http.StatusBadRequest, map[string]string{"error": "The notice could not be read."})
		}
		return
	}
	if err := h.PayPal.Receive(r.Context(), h.Client, h.Queue, raw); err != nil {
		e, ok := apierr.From(err)
		if !ok {
			slog.ErrorContext(r.Context(), "storing a PayPal notice failed; PayPal will send it again", "err", err)
			e = &apierr.Error{Code: apierr.Unavailable, Message: "The notice could not be stored: send it again later."}
		}
		if e.Code == apierr.Unavailable {
			w.Header().Set("Retry-After", "60")
		}
		apierr.WriteJSON(w, e.Status(), map[string]string{"error": e.Message})
		return
	}
	w.WriteHeader(http.StatusOK)
}

// ReturnRedirect answers PayPal's POST to the return page (/received-payment/{id})
// with a redirect to the same page: the page itself is a GET.
func ReturnRedirect(w http.ResponseWriter, r *http.Request) {
	http.Redirect(w, r, r.URL.Path, http.StatusSeeOther)
}
