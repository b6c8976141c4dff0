package server_test

import (
	"bytes"
	"encoding/json"
	"image"
	"image/color"
	"image/jpeg"
	"image/png"
	"mime/multipart"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/riverqueue/river"

	"seoagency/auth/authtest"
	"seoagency/gqltest"
	"seoagency/lifecycle"
	"seoagency/media"
	"seoagency/testdb"
)

const uploadQuery = `mutation($file: Upload!, $alt: String) { uploadMedia(file: $file, alt: $alt) { id url width height format bytes alt filename widths webpSrcset srcset } }`

type uploaded struct {
	ID, URL, Format, Alt, Filename string
	Width, Height, Bytes           int
	Widths                         []int
	WebpSrcset, Srcset             string
}

// upload posts a GraphQL multipart request as the specification lays it out.
func (s *site) upload(t *testing.T, token, filename, contentType string, data []byte) (int, map[string]any) {
	t.Helper()
	var body bytes.Buffer
	mw := multipart.NewWriter(&body)
	ops, _ := json.Marshal(map[string]any{"query": uploadQuery, "variables": map[string]any{"file": nil, "alt": "A test picture"}})
	_ = mw.WriteField("operations", string(ops))
	_ = mw.WriteField("map", `{"0": ["variables.file"]}`)
	h := make(map[string][]string)
	h["Content-Disposition"] = []string{`form-data; name="0"; filename="` + filename + `"`}
	h["Content-Type"] = []string{contentType}
	pw, _ := mw.CreatePart(h)
	_, _ = pw.Write(data)
	_ = mw.Close()
	req := httptest.NewRequest("POST", "/graphql", &body)
	req.Header.Set("Content-Type", mw.FormDataContentType())
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	w := httptest.NewRecorder()
	s.h.ServeHTTP(w, req)
	var out map[string]any
	_ = json.Unmarshal(w.Body.Bytes(), &out)
	return w.Code, out
}

// photo is a photo-like picture: gradients and detail, as a camera's JPEG would be.
func photo(w, h int) image.Image {
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	for y := range h {
		for x := range w {
			img.Set(x, y, color.RGBA{uint8(x * 255 / w), uint8(y * 255 / h), uint8((x ^ y) & 0xff), 255})
		}
	}
	return img
}

func jpegBytes(t *testing.T, img image.Image) []byte {
	var b bytes.Buffer
	if err := jpeg.Encode(&b, img, &jpeg.Options{Quality: 90}); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

// withGPS puts an EXIF segment with a GPS tag and the given orientation after the SOI.
func withGPS(jpg []byte, orientation uint16) []byte {
	// TIFF, little-endian: IFD0 with Orientation and a GPS IFD pointer; the GPS IFD with latitude ref "N".
	tiff := []byte{'I', 'I', 42, 0, 8, 0, 0, 0,
		2, 0,
		0x12, 0x01, 3, 0, 1, 0, 0, 0, byte(orientation), byte(orientation >> 8), 0, 0,
		0x25, 0x88, 4, 0, 1, 0, 0, 0, 38, 0, 0, 0,
		0, 0, 0, 0,
		1, 0,
		0x01, 0, 2, 0, 2, 0, 0, 0, 'N', 0, 0, 0,
		0, 0, 0, 0}
	payload := append([]byte("Exif\x00\x00"), tiff...)
	seg := []byte{0xff, 0xe1, byte((len(payload) + 2) >> 8), byte(len(payload) + 2)}
	out := append([]byte{}, jpg[:2]...)
	out = append(out, seg...)
	out = append(out, payload...)
	return append(out, jpg[2:]...)
}

func files(t *testing.T, dir string) []string {
	entries, _ := os.ReadDir(dir)
	var names []string
	for _, e := range entries {
		names = append(names, e.Name())
	}
	return names
}

// TestMediaUploadVariantsServe: an admin uploads a JPEG with GPS in its EXIF and a
// rotation; it is stored upright and stripped, its widths are made on the queue, and
// the site serves them immutable. Every bad upload is a clear 4xx that writes nothing.
func TestMediaUploadVariantsServe(t *testing.T) {
	store := t.TempDir()
	s := newSite(t, map[string]string{"MEDIA_STORE": store})
	_, admin := s.adminToken(t)
	customer := authtest.SignUpVerified(t, authtest.UniqueEmail(t, "cust"), "secret-123")

	// Refused, each with its reason, and nothing written.
	var big bytes.Buffer
	_ = png.Encode(&big, image.NewGray(image.Rect(0, 0, 10000, 10000))) // 100 megapixels, a few hundred KB
	pngImg := func() []byte { var b bytes.Buffer; _ = png.Encode(&b, photo(64, 48)); return b.Bytes() }()
	bad := []struct {
		name, filename, ctype, token string
		data                         []byte
		status                       int
		says                         string
	}{
		{"not an image", "notes.png", "image/png", admin, []byte("just some text, not a picture"), 400, "not an image"},
		{"truncated", "cut.jpg", "image/jpeg", admin, jpegBytes(t, photo(200, 100))[:900], 400, "could not be read"},
		{"100 megapixels", "huge.png", "image/png", admin, big.Bytes(), 413, "megapixels"},
		{"polyglot", "poly.png", "image/png", admin, append(pngImg, []byte("<html><script>alert(1)</script></html>")...), 400, "HTML or script"},
		{"svg", "logo.svg", "image/svg+xml", admin, []byte(`<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>`), 400, "SVG is not accepted"},
		{"spoofed type", "photo.jpg", "image/jpeg", admin, []byte("<!doctype html><p>a page, declared a JPEG</p>"), 400, "not an image"},
		{"gif header only", "anim.gif", "image/gif", admin, []byte("GIF89a\x10\x00\x10\x00"), 400, "could not be read"},
		{"empty", "empty.png", "image/png", admin, nil, 400, "empty"},
		{"a path for a name", "../../x.png", "image/png", admin, pngImg, 400, "folder path"},
		{"a Windows path for a name", `..\..\x.png`, "image/png", admin, pngImg, 400, "folder path"},
		{"customer", "ok.png", "image/png", customer, pngImg, 403, "FORBIDDEN"},
		{"visitor", "ok.png", "image/png", "", pngImg, 401, "Sign in"},
	}
	for _, tc := range bad {
		status, out := s.upload(t, tc.token, tc.filename, tc.ctype, tc.data)
		text, _ := json.Marshal(out)
		if status != tc.status || !strings.Contains(string(text), tc.says) || out["data"] != nil && out["data"].(map[string]any)["uploadMedia"] != nil {
			t.Errorf("%s: HTTP %d %s; want %d saying %q", tc.name, status, text, tc.status, tc.says)
		}
	}
	if n, _ := s.client.Media.Query().Count(testdb.System()); n != 0 || len(files(t, store)) != 0 {
		t.Fatalf("refused uploads left %d rows and files %v", n, files(t, store))
	}

	// A 1200 × 800 photo taken with the phone turned (orientation 6: 90° clockwise).
	raw := withGPS(jpegBytes(t, photo(1200, 800)), 6)
	status, out := s.upload(t, admin, "holiday.jpg", "application/octet-stream", raw)
	if status != 200 || out["errors"] != nil {
		t.Fatalf("upload: HTTP %d %v", status, out)
	}
	var m uploaded
	b, _ := json.Marshal(out["data"].(map[string]any)["uploadMedia"])
	_ = json.Unmarshal(b, &m)
	if m.Width != 800 || m.Height != 1200 || m.Format != "jpeg" || m.Filename != "holiday.jpg" || m.Alt != "A test picture" {
		t.Fatalf("upload: %+v (want upright 800 × 1200, holiday.jpg)", m)
	}
	orig := s.get(t, m.URL)
	if orig.Code != 200 || orig.Header().Get("Content-Type") != "image/jpeg" ||
		orig.Header().Get("Cache-Control") != "public, max-age=31536000, immutable" || orig.Header().Get("X-Content-Type-Options") != "nosniff" {
		t.Fatalf("GET %s: %d %v", m.URL, orig.Code, orig.Header())
	}
	if bytes.Contains(orig.Body.Bytes(), []byte("Exif")) || bytes.Contains(orig.Body.Bytes(), []byte{0x25, 0x88}) {
		t.Error("the stored original still holds EXIF")
	}
	if cfg, err := jpeg.DecodeConfig(bytes.NewReader(orig.Body.Bytes())); err != nil || cfg.Width != 800 || cfg.Height != 1200 {
		t.Errorf("stored original: %v %+v", err, cfg)
	}
	// The same file again is the same image.
	if _, again := s.upload(t, admin, "copy.jpg", "image/jpeg", raw); again["data"].(map[string]any)["uploadMedia"].(map[string]any)["id"] != m.ID {
		t.Errorf("the same file made a second image: %v", again)
	}

	// The widths, made by the queue's job.
	var done uploaded
	for deadline := time.Now().Add(60 * time.Second); ; time.Sleep(200 * time.Millisecond) {
		var res struct{ Node uploaded }
		s.gql.WithToken(admin).Must(t, `query($id: ID!) { node(id: $id) { ... on Media { widths webpSrcset srcset width } } }`, map[string]any{"id": m.ID}, &res)
		if len(res.Node.Widths) > 0 {
			done = res.Node
			break
		}
		if time.Now().After(deadline) {
			t.Fatal("the widths were not made within 60 s")
		}
	}
	if want := []int{320, 640, 800}; len(done.Widths) != 3 || done.Widths[0] != 320 || done.Widths[2] != 800 {
		t.Errorf("widths %v, want %v", done.Widths, want)
	}
	webp := strings.Fields(done.WebpSrcset)[0]
	got := s.get(t, webp)
	if got.Code != 200 || got.Header().Get("Content-Type") != "image/webp" || !bytes.HasPrefix(got.Body.Bytes(), []byte("RIFF")) {
		t.Fatalf("GET %s: %d %s", webp, got.Code, got.Header())
	}
	if !strings.HasSuffix(done.Srcset, m.URL+" 800w") {
		t.Errorf("srcset %q does not end with the original", done.Srcset)
	}
	for _, p := range []string{"/media/../../etc/passwd", "/media/%2e%2e%2fgo.mod", "/media/holiday.jpg", "/media/" + strings.Repeat("a", 32) + ".jpg"} {
		if w := s.get(t, p); w.Code == 200 {
			t.Errorf("GET %s: 200 %q", p, w.Body.String())
		}
	}
	if _, err := os.Stat(filepath.Join(store, "holiday.jpg")); err == nil {
		t.Error("the upload's own name was used as a path")
	}

	// Shown by the banner, the image is on the public list with its alt text, and it
	// cannot go to the trash until the banner shows another.
	sys := testdb.System()
	bid := s.client.Banner.Query().OnlyIDX(sys)
	setBanner := func(img string) {
		s.gql.WithToken(admin).Must(t, `mutation($id: ID!, $img: String!) { updateBanner(id: $id, input: {bannerImage: $img}) { id } }`,
			map[string]any{"id": bid, "img": img}, nil)
	}
	setBanner(m.URL)
	var pub struct{ PublicMedia []uploaded }
	s.gql.Must(t, `{ publicMedia { url alt width height webpSrcset } }`, nil, &pub)
	if len(pub.PublicMedia) != 1 || pub.PublicMedia[0].URL != m.URL || pub.PublicMedia[0].Alt != "A test picture" || pub.PublicMedia[0].WebpSrcset == "" {
		t.Errorf("publicMedia: %+v", pub.PublicMedia)
	}
	if res := s.gql.WithToken(admin).Do(t, `mutation($id: ID!) { deleteItem(id: $id) { label } }`, map[string]any{"id": m.ID}); res.Code() != "CONFLICT" ||
		!strings.Contains(res.Body, "used by the banner's banner image: choose another image there first.") {
		t.Errorf("deleting an image in use: %s", res.Body)
	}
	var used struct {
		Node struct {
			UsedIn []struct{ Type, Field string }
		}
	}
	s.gql.WithToken(admin).Must(t, `query($id: ID!) { node(id: $id) { ... on Media { usedIn { type field } } } }`, map[string]any{"id": m.ID}, &used)
	if len(used.Node.UsedIn) != 1 || used.Node.UsedIn[0].Type != "Banner" || used.Node.UsedIn[0].Field != "bannerImage" {
		t.Errorf("usedIn: %+v", used.Node.UsedIn)
	}
	if res := s.gql.WithToken(customer).Do(t, `{ mediaLibrary(first: 5) { totalCount } }`, nil); res.Code() != "FORBIDDEN" {
		t.Errorf("a customer read the library: %s", res.Body)
	}
	setBanner("/images/banner.svg")
	s.gql.WithToken(admin).Must(t, `mutation($id: ID!) { deleteItem(id: $id) { label } }`, map[string]any{"id": m.ID}, nil)
	var lib struct{ MediaLibrary struct{ TotalCount int } }
	s.gql.WithToken(admin).Must(t, `{ mediaLibrary(first: 5, search: "holiday") { totalCount } }`, nil, &lib)
	if lib.MediaLibrary.TotalCount != 0 {
		t.Errorf("a deleted image is still in the library: %+v", lib)
	}

	// Its files stay while it is in the trash; once purged (30 days on), the daily
	// reclaim deletes them, and nothing else in the store.
	bucket, err := media.OpenStore(sys, store)
	if err != nil {
		t.Fatal(err)
	}
	defer bucket.Close()
	reclaim := func() {
		t.Helper()
		if err := (&media.ReclaimWorker{Library: &media.Library{Client: s.client, Store: bucket}}).Work(sys, &river.Job[media.ReclaimArgs]{}); err != nil {
			t.Fatal(err)
		}
	}
	_ = os.WriteFile(filepath.Join(store, "notes.txt"), []byte("not the library's"), 0o644)
	hour := time.Now().Add(-2 * media.ReclaimAfter)
	for _, f := range files(t, store) {
		_ = os.Chtimes(filepath.Join(store, f), hour, hour)
	}
	before := files(t, store)
	reclaim()
	if got := files(t, store); len(got) != len(before) || len(got) < 4 {
		t.Fatalf("the reclaim deleted files of an image in the trash: %v → %v", before, got)
	}
	if _, err := lifecycle.Purge(sys, s.client, time.Now().Add(31*24*time.Hour)); err != nil {
		t.Fatal(err)
	}
	reclaim()
	if got := files(t, store); len(got) != 1 || got[0] != "notes.txt" {
		t.Errorf("after the purge and the reclaim the store holds %v, want only notes.txt", got)
	}
}

// TestPublicMediaOfPostBodies: an image in a post's body (a document, not an image field)
// is on the public list once the post is published, so its page draws it with its size and
// responsive sources; a draft's images are not. While a post outside the trash shows it, the
// image cannot go to the trash.
func TestPublicMediaOfPostBodies(t *testing.T) {
	s := newSite(t, map[string]string{"MEDIA_STORE": t.TempDir()})
	_, admin := s.adminToken(t)
	status, out := s.upload(t, admin, "chart.jpg", "image/jpeg", jpegBytes(t, photo(640, 360)))
	if status != 200 || out["errors"] != nil {
		t.Fatalf("upload: HTTP %d %v", status, out)
	}
	url := out["data"].(map[string]any)["uploadMedia"].(map[string]any)["url"].(string)
	mediaID := out["data"].(map[string]any)["uploadMedia"].(map[string]any)["id"].(string)
	body := `{"type":"doc","content":[{"type":"image","attrs":{"src":"` + url + `","alt":"A chart"}}]}`
	var created struct{ CreatePost struct{ ID string } }
	s.gql.WithToken(admin).Must(t, `mutation($input: CreatePostInput!) { createPost(input: $input) { id } }`,
		map[string]any{"input": map[string]any{"slug": "a-chart", "title": "A chart", "body": body}}, &created)

	public := func() []uploaded {
		var pub struct{ PublicMedia []uploaded }
		s.gql.Must(t, `{ publicMedia { url width height } }`, nil, &pub)
		return pub.PublicMedia
	}
	if got := public(); len(got) != 0 {
		t.Errorf("a draft's image is on the public list: %+v", got)
	}
	s.gql.WithToken(admin).Must(t, `mutation($id: ID!) { publishPost(id: $id) { id } }`, map[string]any{"id": created.CreatePost.ID}, nil)
	if got := public(); len(got) != 1 || got[0].URL != url || got[0].Width != 640 || got[0].Height != 360 {
		t.Errorf("publicMedia after publishing: %+v, want %s 640×360", got, url)
	}

	trash := func(id string) gqltest.Result {
		return s.gql.WithToken(admin).Do(t, `mutation($id: ID!) { deleteItem(id: $id) { label } }`, map[string]any{"id": id})
	}
	if res := trash(mediaID); res.Code() != "CONFLICT" || !strings.Contains(res.Body, "used by the post's body") {
		t.Errorf("trashing an image a post shows: %s", res.Body)
	}
	if res := trash(created.CreatePost.ID); res.Code() != "" {
		t.Fatalf("trashing the post: %s", res.Body)
	}
	if res := trash(mediaID); res.Code() != "" {
		t.Errorf("trashing the image once its post is in the trash: %s", res.Body)
	}
}
