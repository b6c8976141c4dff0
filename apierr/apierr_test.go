package apierr_test

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"testing"

	"seoagency/apierr"
	"seoagency/auth"
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

// TestRefusalNamesRoleAndNeed: a refusal says whose role falls short of what, through
// the data layer's wrapping as well.
func TestRefusalNamesRoleAndNeed(t *testing.T) {
	for _, c := range []struct {
		err  error
		want string
	}{
		{&auth.Refused{Role: auth.RoleSupport, Area: auth.Sales, Need: auth.Write},
			"Not allowed: your role (Support) cannot change orders and payments (this needs write access to sales)."},
		{fmt.Errorf("ent: policy: %w", &auth.Refused{Role: auth.RoleEditor, Area: auth.Inbox, Need: auth.Read}),
			"Not allowed: your role (Editor) cannot see messages and subscribers (this needs read access to inbox)."},
		{&auth.Refused{Area: auth.Content, Need: auth.Add},
			"Not allowed: your account has no staff role and cannot add to the site's content (this needs add access to content)."},
		{&auth.Refused{}, "Not allowed: your account has no staff role and cannot use the admin area (this needs a staff role)."},
	} {
		e, ok := apierr.From(c.err)
		if !ok || e.Code != apierr.Forbidden || e.Message != c.want || e.Status() != 403 {
			t.Errorf("%v: %+v, want %q", c.err, e, c.want)
		}
		if !errors.Is(c.err, auth.ErrForbidden) {
			t.Errorf("%v is not ErrForbidden", c.err)
		}
	}
}
