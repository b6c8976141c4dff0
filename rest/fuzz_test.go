package rest

import (
	"bytes"
	"net/http/httptest"
	"testing"

	"seoagency/ent"
)

// FuzzDecode: any body is either read, or refused with a client error that says why
// (400, 413 or 415), never a panic or a server error.
func FuzzDecode(f *testing.F) {
	for _, s := range []string{`{"packageName":"Basic","packagePrice":"49.00"}`, `{"packagePrice":12.5}`, `{"packagePrice":"abc"}`,
		`[]`, `{"packageName":1}`, `{`, `null`, `{"packagePointOne":"\u0000"}`} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, body []byte) {
		r := httptest.NewRequest("POST", "/api/add-x", bytes.NewReader(body))
		r.Header.Set("Content-Type", "application/json")
		var in ent.CreatePricingPackageInput
		err := decode(r, &in)
		if err == nil {
			return
		}
		w := httptest.NewRecorder()
		respond(w, r, 200, nil, err)
		if w.Code != 400 && w.Code != 413 && w.Code != 415 {
			t.Fatalf("body %q: status %d %s", body, w.Code, w.Body.String())
		}
	})
}
