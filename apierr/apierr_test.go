package apierr_test

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"testing"

	"seoagency/apierr"
)

// A browser that navigates away cancels its request: that is the client's doing, so
// it must not be reported (and logged) as the server's failure.
func TestFromCanceledIsTheClients(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	for _, err := range []error{ctx.Err(), fmt.Errorf("query orders: %w", context.Canceled)} {
		e, ok := apierr.From(err)
		if !ok || e.Code != apierr.Canceled || e.Status() == http.StatusInternalServerError {
			t.Errorf("From(%v) = %+v, %v; want CANCELED, known, not a 500", err, e, ok)
		}
	}
	if e, ok := apierr.From(errors.New("disk on fire")); ok || e.Status() != http.StatusInternalServerError {
		t.Errorf("an unknown error = %+v, %v; want INTERNAL, unknown (logged)", e, ok)
	}
}
