package account

import (
	"net/http"

	"seoagency/apierr"
	"seoagency/ent"
	"seoagency/rest"
)

// Handlers serve a customer's own account over the API: their data (GET
// /api/my-data) and the deletion of the account (POST /api/delete-account). The REST
// table admits only signed-in callers to them, before the body is read.
type Handlers struct {
	Client *ent.Client
	Users  Users // the identity service the account is deleted from too
}

// MyData downloads the viewer's own data as a JSON file.
func (s *Handlers) MyData(w http.ResponseWriter, r *http.Request) {
	d, err := Export(r.Context(), s.Client)
	if err != nil {
		rest.WriteError(w, r, err)
		return
	}
	h := w.Header()
	h.Set("Content-Disposition", `attachment; filename="my-data.json"`)
	h.Set("Cache-Control", "no-store")
	apierr.WriteJSON(w, http.StatusOK, d)
}

// deleteAccountBody makes the deletion a deliberate act: a stray POST deletes nothing.
type deleteAccountBody struct {
	Confirm string `json:"confirm"`
}

// DeleteAccount deletes the viewer's account (Delete).
func (s *Handlers) DeleteAccount(w http.ResponseWriter, r *http.Request) {
	var in deleteAccountBody
	if err := rest.Decode(r, &in); err != nil {
		rest.WriteError(w, r, err)
		return
	}
	if in.Confirm != "DELETE" {
		rest.WriteError(w, r, apierr.Invalid("confirm", "required", `confirm must be "DELETE" to delete your account`))
		return
	}
	if err := Delete(r.Context(), s.Client, s.Users); err != nil {
		rest.WriteError(w, r, err)
		return
	}
	apierr.WriteJSON(w, http.StatusOK, map[string]bool{"deleted": true})
}
