package server_test

// The attack suite's edges: redirects through the site's own address or over its own
// files, the Web Vitals beacon from one client, the media a visitor reads.

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"seoagency/auth"
	"seoagency/auth/authtest"
	entmedia "seoagency/ent/media"
	"seoagency/vitals"
)

// TestAttackEdges_RedirectThroughOwnAddress: a target naming the site's own absolute
// URL (PUBLIC_URL is https://site.test) is the path it names, however the host is
// written, so the no-chain and no-loop rules see it, through REST and GraphQL alike.
func TestAttackEdges_RedirectThroughOwnAddress(t *testing.T) {
	s := newSite(t, noLimits)
	_, admin := s.adminToken(t)
	// Allow External is Yes: the admin means another host, and still may not loop.
	add := func(from, target string) (int, apiError) {
		body, _ := json.Marshal(map[string]string{"fromPath": from, "target": target, "allowExternal": "Yes"})
		w := s.send("POST", "/api/add-redirect", "application/json", string(body), admin)
		if w.Code == 200 {
			return 200, apiError{}
		}
		return w.Code, decodeError(t, w)
	}
	if code, e := add("/spring", "/summer"); code != 200 {
		t.Fatalf("/spring → /summer: %d %+v", code, e)
	}
	for _, target := range []string{
		"https://site.test/spring", "https://SITE.TEST/spring", "https://site.test./spring", "https://Site.Test.:443/spring",
		"http://site.test/spring", "http://site.test:80/spring", "https://site.test/%73pring", "https://site.test/x/../spring",
		"https://site.test/spring?utm=1", "https://site.test/spring#top", "HTTPS://site.test/spring/",
		"https://site.test:0443/spring", "https://site.test:/spring", "https://site。test/spring", "https://ｓｉｔｅ.test/spring",
	} {
		// A loop: /summer → /spring → /summer.
		if code, e := add("/summer", target); code != 409 || e.Error.Code != "CONFLICT" || !strings.Contains(e.Error.Message, "/spring → /summer") {
			t.Errorf("/summer → %s: %d %+v, want a CONFLICT naming /spring → /summer", target, code, e)
		}
		// A chain: /autumn → /spring → /summer.
		if code, e := add("/autumn", target); code != 409 || e.Error.Code != "CONFLICT" {
			t.Errorf("/autumn → %s: %d %+v, want a CONFLICT", target, code, e)
		}
	}
	for _, target := range []string{"https://site.test/winter", "https://SITE.test.:443/winter/", "http://site.test/winter"} {
		if code, e := add("/winter", target); code != 400 || e.Error.Code != "VALIDATION" || e.Error.Fields["target"] != "loop" {
			t.Errorf("/winter → %s: %d %+v, want VALIDATION on target (loop)", target, code, e)
		}
	}
	r := s.gql.WithToken(admin).Do(t, `mutation { createRedirect(input: {fromPath: "/docs/*", target: "https://site.test/docs/v2/*", allowExternal: Yes}) { id } }`, nil)
	if r.Code() != "VALIDATION" || r.Errors[0].Extensions.Fields["target"] != "loop" {
		t.Errorf("GraphQL, a folder into itself by the site's address: %s", r.Body)
	}
	// Another port or host is another site: an external target, refused unless allowed.
	for _, target := range []string{"https://site.test:8443/spring", "http://site.test:443/spring", "https://site.test.evil.example/spring", "https://evil.example/spring"} {
		w := s.send("POST", "/api/add-redirect", "application/json", `{"fromPath":"/autumn","target":"`+target+`"}`, admin)
		if e := decodeError(t, w); w.Code != 400 || e.Error.Fields["target"] != "external" {
			t.Errorf("/autumn → %s: %d %+v, want VALIDATION (external)", target, w.Code, e)
		}
	}
	// The site's own address needs no Allow External, and it chains like the path: a rule
	// from its path is refused.
	if w := s.send("POST", "/api/add-redirect", "application/json", `{"fromPath":"/autumn","target":"https://SITE.test./fall"}`, admin); w.Code != 200 {
		t.Fatalf("/autumn → own /fall: %d %s", w.Code, w.Body)
	}
	if code, e := add("/fall", "/pricing"); code != 409 || !strings.Contains(e.Error.Message, "/autumn → /fall") {
		t.Errorf("/fall after /autumn → https://SITE.test./fall: %d %+v", code, e)
	}
	if w := s.get(t, "/autumn"); w.Code != 301 || w.Header().Get("Location") != "/fall" {
		t.Errorf("GET /autumn: %d %q", w.Code, w.Header().Get("Location"))
	}
}

// TestAttackEdges_RedirectOverServerPaths: no rule may take a path the server answers
// itself, the web app's built files above all (a 410 for /boot.js starts no page's app).
func TestAttackEdges_RedirectOverServerPaths(t *testing.T) {
	s := newSite(t, noLimits)
	web := s.cfg.WebDir
	for name, body := range map[string]string{"boot.js": "/* boot */", "boot.js.br": "x", "favicon.svg": "<svg/>", "images/banner.svg": "<svg/>"} {
		_ = os.MkdirAll(filepath.Dir(filepath.Join(web, name)), 0o755)
		if err := os.WriteFile(filepath.Join(web, name), []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	_, admin := s.adminToken(t)
	for _, tc := range []struct{ from, kind, names string }{
		{"/boot.js", "Gone", "/boot.js"},
		{"/favicon.svg", "Moved", "/favicon.svg"},
		{"/Favicon/../favicon.svg", "Moved", "/favicon.svg"},
		{"/%62oot.js", "Gone", "/boot.js"},
		{"/boot.js.br", "Gone", "/boot.js.br"},
		{"/images/banner.svg", "Gone", "/images/banner.svg"},
		{"/images/*", "Gone", "/images"},
		{"/assets/app-1234.js", "Gone", "/assets"},
		{"/media/abc.webp", "Gone", "/media"},
		{"/media/*", "Gone", "/media"},
		{"/newsletter/*", "Gone", "/newsletter/confirm"},
		{"/newsletter/confirm", "Gone", "/newsletter/confirm"},
		{"/graphql/x", "Gone", "/graphql"},
		{"/healthz", "Gone", "/healthz"},
		{"/api/vitals", "Gone", "/api"},
	} {
		body, _ := json.Marshal(map[string]string{"fromPath": tc.from, "target": "/pricing", "kind": tc.kind})
		w := s.send("POST", "/api/add-redirect", "application/json", string(body), admin)
		if w.Code != 400 {
			t.Errorf("%s: %d %s, want 400", tc.from, w.Code, w.Body)
			continue
		}
		if e := decodeError(t, w); e.Error.Code != "VALIDATION" || e.Error.Fields["fromPath"] != "reserved" || !strings.Contains(e.Error.Message, tc.names) {
			t.Errorf("%s: %+v, want VALIDATION on fromPath naming %s", tc.from, e, tc.names)
		}
	}
	r := s.gql.WithToken(admin).Do(t, `mutation { createRedirect(input: {fromPath: "/boot.js", kind: Gone}) { id } }`, nil)
	if r.Code() != "VALIDATION" || !strings.Contains(r.Errors[0].Message, "/boot.js") {
		t.Errorf("GraphQL /boot.js Gone: %s", r.Body)
	}
	if w := s.get(t, "/boot.js"); w.Code != 200 || w.Body.String() != "/* boot */" {
		t.Errorf("GET /boot.js: %d %q", w.Code, w.Body.String())
	}
	// Paths of the site that are not the server's own stay redirectable.
	for _, from := range []string{"/boot", "/images-old/*", "/favicon.png", "/old-media"} {
		body, _ := json.Marshal(map[string]string{"fromPath": from, "target": "/pricing"})
		if w := s.send("POST", "/api/add-redirect", "application/json", string(body), admin); w.Code != 200 {
			t.Errorf("%s: %d %s", from, w.Code, w.Body)
		}
	}
	// A rule stored before a file of that name was built is left out, not served.
	if _, err := s.client.Redirect.Create().SetFromPath("/robots-old.txt").SetKind("Gone").Save(asAdmin); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(web, "robots-old.txt"), []byte("old"), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := s.client.Redirect.Create().SetFromPath("/older").SetTarget("/pricing").Save(asAdmin); err != nil { // the rules are read again
		t.Fatal(err)
	}
	if w := s.get(t, "/robots-old.txt"); w.Code != 200 {
		t.Errorf("GET /robots-old.txt after the file was built: %d", w.Code)
	}
}

// TestAttackEdges_VitalsPerClient: one client sending beacons as fast as it can lands
// only its own share (vitals.SenderBurst, then one per vitals.SenderEvery), whatever
// headers it forges and whichever addresses of its IPv6 /64 it uses, and the visitors
// after it are all counted.
func TestAttackEdges_VitalsPerClient(t *testing.T) {
	s := newSite(t, nil)
	poor := `{"page":"/","metrics":[{"name":"LCP","value":9000},{"name":"INP","value":2000}]}`
	flood := func(addr func(i int) string, header ...string) (landed int) {
		start := time.Now()
		for i := 0; i < 1000; i++ {
			switch w := s.beaconFrom(addr(i), "POST", "application/json", poor, header...); w.Code {
			case 204:
				landed++
			case 429:
				e := decodeError(t, w)
				if e.Error.Code != "RATE_LIMITED" || w.Header().Get("Retry-After") == "" {
					t.Fatalf("429: %+v, Retry-After %q", e, w.Header().Get("Retry-After"))
				}
			default:
				t.Fatalf("beacon %d: %d %s", i, w.Code, w.Body)
			}
		}
		if most := vitals.SenderBurst + 1 + int(time.Since(start)/vitals.SenderEvery); landed > most {
			t.Errorf("one client landed %d of 1000 beacons, want at most %d", landed, most)
		}
		return landed
	}
	landed := flood(func(int) string { return "203.0.113.7" })
	// Forged forwarding headers are not read (TRUST_PROXY_HEADERS is off).
	landed += flood(func(int) string { return "203.0.113.8" }, "X-Forwarded-For", "198.51.100.1", "X-Real-Ip", "198.51.100.2")
	landed += flood(func(i int) string { return fmt.Sprintf("2001:db8:1:2::%x", i+1) })
	// The next visitors are not starved.
	for i := 0; i < 150; i++ {
		if w := s.beaconFrom(fmt.Sprintf("198.51.100.%d", i+1), "POST", "application/json", `{"page":"/","metrics":[{"name":"LCP","value":900}]}`); w.Code != 204 {
			t.Fatalf("visitor %d after the flood: %d %s", i, w.Code, w.Body)
		}
	}
	if _, samples := s.vitalRows(t); samples != int64(2*landed+150) {
		t.Errorf("%d samples stored, want %d", samples, 2*landed+150)
	}
}

// TestAttackEdges_PublicMediaFields: a visitor (or a customer) reads of a library image
// only what a page needs: the uploaded file's name and the admin who saved it read
// empty, however they are asked (aliases, fragments, node, the admin's list); the admin
// reads them.
func TestAttackEdges_PublicMediaFields(t *testing.T) {
	s := newSite(t, noLimits)
	adminEmail, admin := s.adminToken(t)
	customer := authtest.SignUpVerified(t, authtest.UniqueEmail(t, "cust"), "secret-123")
	const hash = "0123456789abcdef0123456789abcdef"
	editor := auth.WithViewer(context.Background(), &auth.Viewer{UID: "a", Email: adminEmail, EmailVerified: true, Role: auth.RoleOwner})
	img := s.client.Media.Create().SetHash(hash).SetFilename("ceo-passport-scan.png").SetFormat(entmedia.FormatPng).
		SetBytes(10).SetWidth(1).SetHeight(1).SetAlt("Our office").SaveX(editor)
	s.gql.WithToken(admin).Must(t, `mutation($id: ID!, $img: String!) { updateBanner(id: $id, input: {bannerImage: $img}) { id } }`,
		map[string]any{"id": s.client.Banner.Query().OnlyIDX(asAdmin), "img": "/media/" + hash + ".png"}, nil)

	for _, q := range []string{
		`{ publicMedia { id url alt width height filename updatedBy } }`,
		`{ a: publicMedia { f: filename u: updatedBy } b: publicMedia { filename } }`,
		`{ publicMedia { ...M } } fragment M on Media { filename updatedBy }`,
		`{ publicMedia { ... on Media { filename } ... on Node { ... on Media { updatedBy } } } }`,
		`query Home { publicMedia { filename updatedBy alt } }`,
	} {
		for who, token := range map[string]string{"visitor": "", "customer": customer} {
			for range 2 { // the second visitor's answer may come from the cache
				r := s.gql.WithToken(token).Do(t, q, nil)
				if r.Status != 200 || len(r.Errors) > 0 || strings.Contains(r.Body, "passport") || strings.Contains(r.Body, adminEmail) ||
					!strings.Contains(r.Body, `":""`) {
					t.Errorf("%s %s: %s", who, q, r.Body)
				}
			}
		}
	}
	var pub struct{ PublicMedia []struct{ URL, Alt string } }
	s.gql.Must(t, `{ publicMedia { url alt } }`, nil, &pub)
	if len(pub.PublicMedia) != 1 || pub.PublicMedia[0].URL != "/media/"+hash+".png" || pub.PublicMedia[0].Alt != "Our office" {
		t.Errorf("what a page needs: %+v", pub.PublicMedia)
	}
	nodeID := fmt.Sprint(img.ID)
	for _, q := range []string{
		`query($id: ID!) { node(id: $id) { ... on Media { filename updatedBy } } }`,
		`query($id: ID!) { nodes(ids: [$id]) { ... on Media { filename } } }`,
		`query($id: ID!) { mediaLibrary(first: 5) { edges { node { filename updatedBy } } } }`,
	} {
		if r := s.gql.Do(t, q, map[string]any{"id": nodeID}); strings.Contains(r.Body, "passport") || strings.Contains(r.Body, adminEmail) {
			t.Errorf("visitor %s: %s", q, r.Body)
		}
	}
	r := s.gql.WithToken(admin).Do(t, `{ publicMedia { filename updatedBy } }`, nil)
	if !strings.Contains(r.Body, `"filename":"ceo-passport-scan.png"`) || !strings.Contains(r.Body, adminEmail) {
		t.Errorf("the admin: %s", r.Body)
	}
	// The painted pages (the site's own visitor queries) carry neither.
	for _, p := range []string{"/", "/service"} {
		if w := s.get(t, p); strings.Contains(w.Body.String(), "passport") || strings.Contains(w.Body.String(), adminEmail) {
			t.Errorf("GET %s shows an admin's field", p)
		}
	}
}
