package server_test

import (
	"context"
	"encoding/json"
	"net/http/httptest"
	"strconv"
	"strings"
	"testing"
	"time"

	"entgo.io/ent/privacy"

	"seoagency/admins"
	"seoagency/auth/authtest"
	"seoagency/rest"
)

// preview sends POST /api/preview as the holder of token ("" for a visitor).
func (s *site) preview(t *testing.T, token, body string, header map[string]string) *httptest.ResponseRecorder {
	t.Helper()
	req := httptest.NewRequest("POST", "/api/preview", strings.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	for k, v := range header {
		req.Header.Set(k, v)
	}
	w := httptest.NewRecorder()
	s.h.ServeHTTP(w, req)
	return w
}

func previewBody(id, path string, values any) string {
	b, _ := json.Marshal(map[string]any{"id": id, "path": path, "values": values})
	return string(b)
}

func TestPreviewPaintsUnsavedValues(t *testing.T) {
	s := newSite(t, paintedWeb(t, ""))
	saved := waitForPage(t, s, "/", "<main><h1>")
	ctx := privacy.DecisionContext(context.Background(), privacy.Allow)
	adminEmail := authtest.UniqueEmail(t, "admin")
	if _, err := admins.Ensure(context.Background(), s.client, adminEmail); err != nil {
		t.Fatal(err)
	}
	admin := authtest.SignUpVerified(t, adminEmail, "secret-123")
	customer := authtest.SignUpVerified(t, authtest.UniqueEmail(t, "customer"), "secret-123")
	banner := s.client.Banner.Query().OnlyX(ctx)
	bid := strconv.Itoa(banner.ID)
	heading := `Grow </script><script>alert(1)</script> & rank`

	start := time.Now()
	w := s.preview(t, admin, previewBody(bid, "/", map[string]string{"bannerHeading": heading}), nil)
	t.Logf("a preview of / answered in %v", time.Since(start))
	page := w.Body.String()
	if w.Code != 200 || w.Header().Get("Content-Type") != "text/html; charset=utf-8" || w.Header().Get("Cache-Control") != "no-store" ||
		w.Header().Get("X-Robots-Tag") != "noindex" {
		t.Fatalf("preview: %d %v %s", w.Code, w.Header(), page)
	}
	// The value is escaped as the renderer escapes any text; nothing runs in a preview.
	if !strings.Contains(page, `<div id="root"><main><h1>Grow &lt;/script>&lt;script>alert(1)&lt;/script> &amp; rank</h1></main></div>`) ||
		strings.Contains(page, "<script") || strings.Contains(page, "relay-data") {
		t.Errorf("preview markup: %s", page)
	}
	for _, want := range []string{`<base href="https://site.test/">`, `<meta name="robots" content="noindex">`,
		`<div class="preview-bar" role="status">Preview — not saved</div>`, "<title>Grow Your Business With Search Engine Optimization | SEO Agency</title>"} {
		if !strings.Contains(page, want) {
			t.Errorf("preview lacks %s: %s", want, page)
		}
	}
	// Nothing was saved: the record and the painted page are as before.
	if got := s.client.Banner.GetX(ctx, banner.ID); got.BannerHeading != banner.BannerHeading || got.Version != banner.Version {
		t.Errorf("the preview changed the record: %+v", got)
	}
	if p := s.get(t, "/").Body.String(); p != saved {
		t.Errorf("/ after a preview: %s", p)
	}

	// Opened from the site itself, styles load from the address the admin is on.
	w = s.preview(t, admin, previewBody(bid, "/pricing/", map[string]string{"bannerHeading": "On pricing"}), map[string]string{"Origin": "http://example.com"})
	if w.Code != 200 || !strings.Contains(w.Body.String(), `<base href="http://example.com/">`) || !strings.Contains(w.Body.String(), "<h1>On pricing</h1>") {
		t.Errorf("same-origin preview: %d %s", w.Code, w.Body.String())
	}
	w = s.preview(t, admin, previewBody(bid, "/", map[string]string{}), map[string]string{"Origin": "https://elsewhere.test"})
	if w.Code != 200 || !strings.Contains(w.Body.String(), `<base href="https://site.test/">`) || !strings.Contains(w.Body.String(), "<h1>"+banner.BannerHeading+"</h1>") {
		t.Errorf("preview asked from another origin: %d %s", w.Code, w.Body.String())
	}

	adminUser := s.client.AdminUser.Query().FirstX(ctx)
	huge := previewBody(bid, "/", map[string]string{"bannerHeading": strings.Repeat("x", rest.MaxBody)})
	for _, c := range []struct {
		name, token, body string
		status            int
		want              string
	}{
		{"visitor", "", previewBody(bid, "/", map[string]string{"bannerHeading": "x"}), 401, "UNAUTHENTICATED"},
		{"customer", customer, huge, 403, "FORBIDDEN"},
		{"unknown path", admin, previewBody(bid, "/nowhere", map[string]string{}), 400, `path \"/nowhere\" is not a public page: preview one of /, /contact`},
		{"private page", admin, previewBody(bid, "/dashboard", map[string]string{}), 400, `"fields":{"path":"page"}`},
		{"page of a record", admin, previewBody(bid, "/order-now/1", map[string]string{}), 400, `"fields":{"path":"page"}`},
		{"no path", admin, previewBody(bid, "", map[string]string{}), 400, `"fields":{"path":"page"}`},
		{"unknown field", admin, previewBody(bid, "/", map[string]string{"bannerHeading": "x", "nope": "x"}), 400, `"fields":{"nope":"unknown"}`},
		{"the id", admin, previewBody(bid, "/", map[string]string{"id": "1"}), 400, `"fields":{"id":"unknown"}`},
		{"values not an object", admin, previewBody(bid, "/", []string{"bannerHeading"}), 400, `"fields":{"values":"type"}`},
		{"no values", admin, `{"id":"` + bid + `","path":"/"}`, 400, `"fields":{"values":"type"}`},
		{"an object as a value", admin, previewBody(bid, "/", map[string]any{"bannerHeading": map[string]string{"a": "b"}}), 400, `"fields":{"bannerHeading":"type"}`},
		{"a number for a text", admin, previewBody(bid, "/", map[string]any{"bannerHeading": 12}), 400, `bannerHeading must be a string.`},
		{"id of nothing", admin, previewBody("999999999", "/", map[string]string{}), 404, "NOT_FOUND"},
		{"id in no type's range", admin, previewBody("999999999999999", "/", map[string]string{}), 404, "NOT_FOUND"},
		{"not an id", admin, previewBody("abc", "/", map[string]string{}), 404, "NOT_FOUND"},
		{"an admin user", admin, previewBody(strconv.Itoa(adminUser.ID), "/", map[string]string{"userEmail": "x"}), 404, "No public record has the id"},
		{"huge body", admin, huge, 413, "TOO_LARGE"},
		{"not JSON", admin, "id=1", 400, "not valid JSON"},
	} {
		w := s.preview(t, c.token, c.body, nil)
		if w.Code != c.status || !strings.Contains(w.Body.String(), c.want) || strings.Contains(w.Body.String(), adminUser.UserEmail) {
			t.Errorf("%s: %d %.300s", c.name, w.Code, w.Body.String())
		}
	}
	req := httptest.NewRequest("POST", "/api/preview", strings.NewReader(previewBody(bid, "/", map[string]string{})))
	req.Header.Set("Authorization", "Bearer "+admin)
	w = httptest.NewRecorder()
	s.h.ServeHTTP(w, req)
	if w.Code != 415 {
		t.Errorf("a body that is not sent as JSON: %d %s", w.Code, w.Body.String())
	}
}
