package server

import (
	"net/http"

	"seoagency/account"
	"seoagency/apierr"
	"seoagency/auth"
	"seoagency/rest"
)

// myData downloads the viewer's own data as a JSON file.
func (s *Server) myData(w http.ResponseWriter, r *http.Request) {
	d, err := account.Export(r.Context(), s.client)
	if err != nil {
		rest.WriteError(w, r, err)
		return
	}
	h := w.Header()
	h.Set("Content-Disposition", `attachment; filename="my-data.json"`)
	h.Set("Cache-Control", "no-store")
	writeJSON(w, http.StatusOK, d)
}

// deleteAccountBody makes the deletion a deliberate act: a stray POST deletes nothing.
type deleteAccountBody struct {
	Confirm string `json:"confirm"`
}

// deleteAccount deletes the viewer's account (account.Delete).
func (s *Server) deleteAccount(w http.ResponseWriter, r *http.Request) {
	// Who before what: a visitor hears 401 whatever the body.
	if _, err := auth.RequireSignedIn(r.Context()); err != nil {
		rest.WriteError(w, r, err)
		return
	}
	var in deleteAccountBody
	if err := rest.Decode(r, &in); err != nil {
		rest.WriteError(w, r, err)
		return
	}
	if in.Confirm != "DELETE" {
		rest.WriteError(w, r, apierr.Invalid("confirm", "required", `confirm must be "DELETE" to delete your account`))
		return
	}
	if err := account.Delete(r.Context(), s.client, s.verifier); err != nil {
		rest.WriteError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, map[string]bool{"deleted": true})
}
