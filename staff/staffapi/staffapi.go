// Package staffapi serves the staff security API (package staff) under /api/staff/.
package staffapi

import (
	"context"
	"encoding/json"
	"net/http"
	"strconv"

	"seoagency/apierr"
	"seoagency/auth"
	"seoagency/rest"
	"seoagency/staff"
)

// Routes are the staff security API, under /api/staff/: reachable while a role is
// held, because passing the second factor is how it stops being held. Each route
// calls the service as any other caller would.
func Routes(s *staff.Service) map[string]http.Handler {
	type codeBody struct {
		Code string `json:"code"`
	}
	return map[string]http.Handler{
		"GET /api/staff/security": answer(func(ctx context.Context, r *http.Request) (any, error) {
			return s.StatusOf(ctx)
		}),
		"POST /api/staff/totp": answer(func(ctx context.Context, r *http.Request) (any, error) {
			return s.EnrolTOTP(ctx)
		}),
		"DELETE /api/staff/totp": answer(func(ctx context.Context, r *http.Request) (any, error) {
			return map[string]bool{"removed": true}, s.RemoveTOTP(ctx)
		}),
		"POST /api/staff/totp/confirm": answer(func(ctx context.Context, r *http.Request) (any, error) {
			var in codeBody
			if err := rest.Decode(r, &in); err != nil {
				return nil, err
			}
			codes, err := s.ConfirmTOTP(ctx, in.Code)
			return map[string]any{"recoveryCodes": codes}, err
		}),
		"POST /api/staff/second-factor": answer(func(ctx context.Context, r *http.Request) (any, error) {
			var in codeBody
			if err := rest.Decode(r, &in); err != nil {
				return nil, err
			}
			return map[string]bool{"passed": true}, s.Pass(ctx, in.Code)
		}),
		"POST /api/staff/passkeys/options": answer(func(ctx context.Context, r *http.Request) (any, error) {
			return s.BeginPasskey(ctx)
		}),
		"POST /api/staff/passkeys": answer(func(ctx context.Context, r *http.Request) (any, error) {
			var in struct {
				Name     string          `json:"name"`
				Response json.RawMessage `json:"response"`
			}
			if err := rest.Decode(r, &in); err != nil {
				return nil, err
			}
			p, codes, err := s.FinishPasskey(ctx, in.Name, in.Response)
			return map[string]any{"passkey": p, "recoveryCodes": codes}, err
		}),
		"DELETE /api/staff/passkeys/{id}": answer(func(ctx context.Context, r *http.Request) (any, error) {
			id, err := strconv.Atoi(r.PathValue("id"))
			if err != nil || id <= 0 {
				return nil, apierr.NotFoundf("No passkey has the id %q: ids are whole numbers.", r.PathValue("id"))
			}
			return map[string]bool{"removed": true}, s.RemovePasskey(ctx, id)
		}),
		"POST /api/staff/second-factor/passkey/options": answer(func(ctx context.Context, r *http.Request) (any, error) {
			return s.BeginPasskeySignIn(ctx)
		}),
		"POST /api/staff/second-factor/passkey": answer(func(ctx context.Context, r *http.Request) (any, error) {
			var in struct {
				Response json.RawMessage `json:"response"`
			}
			if err := rest.Decode(r, &in); err != nil {
				return nil, err
			}
			return map[string]bool{"passed": true}, s.PassWithPasskey(ctx, in.Response)
		}),
		"POST /api/staff/recovery-codes": answer(func(ctx context.Context, r *http.Request) (any, error) {
			codes, err := s.NewRecoveryCodes(ctx)
			return map[string]any{"recoveryCodes": codes}, err
		}),
		"POST /api/staff/sign-out-everywhere": answer(func(ctx context.Context, r *http.Request) (any, error) {
			return map[string]bool{"signedOut": true}, s.SignOutEverywhere(ctx)
		}),
		"PUT /api/staff/second-factor-roles": answer(func(ctx context.Context, r *http.Request) (any, error) {
			var in struct {
				Roles []auth.Role `json:"roles"`
			}
			if err := rest.Decode(r, &in); err != nil {
				return nil, err
			}
			return map[string]any{"roles": in.Roles}, s.SetSecondFactorRoles(ctx, in.Roles)
		}),
		"POST /api/staff/reset-factors": answer(func(ctx context.Context, r *http.Request) (any, error) {
			var in struct {
				Email string `json:"email"`
			}
			if err := rest.Decode(r, &in); err != nil {
				return nil, err
			}
			return map[string]bool{"reset": true}, s.ResetFactors(ctx, in.Email)
		}),
	}
}

// answer writes fn's result as JSON (never cached: codes and secrets pass here).
func answer(fn func(ctx context.Context, r *http.Request) (any, error)) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Cache-Control", "no-store")
		out, err := fn(r.Context(), r)
		if err != nil {
			rest.WriteError(w, r, err)
			return
		}
		apierr.WriteJSON(w, http.StatusOK, out)
	})
}
