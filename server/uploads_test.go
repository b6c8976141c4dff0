package server_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"image"
	"image/png"
	"math/rand/v2"
	"mime/multipart"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"seoagency/apikeys"
	"seoagency/auth"
	"seoagency/auth/authtest"
	"seoagency/ent/adminuser"
	"seoagency/testdb"
)

// sent is one file of an uploadMediaFiles request.
type sent struct {
	name string
	data []byte
	alt  string
}

const uploadAllQuery = `mutation Pictures($input: UploadMediaFilesInput!) { uploadMediaFiles(input: $input) { id filename alt width height } }`

// uploadFiles posts files in one multipart request, each at variables.input.files.<n>.file,
// with authz as the Authorization header ("" for none).
func (s *site) uploadFiles(t *testing.T, authz string, files []sent) (int, map[string]any) {
	t.Helper()
	var body bytes.Buffer
	mw := multipart.NewWriter(&body)
	items := make([]map[string]any, len(files))
	fileMap := map[string][]string{}
	for i, f := range files {
		items[i] = map[string]any{"file": nil, "alt": f.alt}
		fileMap[fmt.Sprintf("picture-%d", i)] = []string{fmt.Sprintf("variables.input.files.%d.file", i)}
	}
	ops, _ := json.Marshal(map[string]any{"query": uploadAllQuery, "variables": map[string]any{"input": map[string]any{"files": items}}})
	m, _ := json.Marshal(fileMap)
	_ = mw.WriteField("operations", string(ops))
	_ = mw.WriteField("map", string(m))
	for i, f := range files {
		pw, _ := mw.CreateFormFile(fmt.Sprintf("picture-%d", i), f.name)
		_, _ = pw.Write(f.data)
	}
	_ = mw.Close()
	req := httptest.NewRequest("POST", "/graphql", &body)
	req.Header.Set("Content-Type", mw.FormDataContentType())
	if authz != "" {
		req.Header.Set("Authorization", authz)
	}
	w := httptest.NewRecorder()
	s.h.ServeHTTP(w, req)
	var out map[string]any
	_ = json.Unmarshal(w.Body.Bytes(), &out)
	return w.Code, out
}

// TestUploadSeveralFiles: several images in one request per the multipart specification
// (nested in an input, a list of uploads) land in the library in order, with their alt
// texts; one refused file refuses them all; the roles and keys that may add media may,
// and no one else, before the body is read.
func TestUploadSeveralFiles(t *testing.T) {
	s := newSite(t, nil)
	_, admin := s.adminToken(t)
	pngOf := func(w, h int) []byte { var b bytes.Buffer; _ = png.Encode(&b, photo(w, h)); return b.Bytes() }
	files := []sent{
		{"one.jpg", jpegBytes(t, photo(640, 480)), "The first"},
		{"two.png", pngOf(320, 200), "The second"},
		{"three.jpg", jpegBytes(t, photo(200, 300)), ""},
	}
	status, out := s.uploadFiles(t, "Bearer "+admin, files)
	var got struct {
		Data struct {
			UploadMediaFiles []struct {
				ID, Filename, Alt string
				Width, Height     int
			}
		}
	}
	b, _ := json.Marshal(out)
	_ = json.Unmarshal(b, &got)
	if status != 200 || out["errors"] != nil || len(got.Data.UploadMediaFiles) != 3 {
		t.Fatalf("HTTP %d %s", status, b)
	}
	for i, want := range []struct {
		name, alt string
		w, h      int
	}{{"one.jpg", "The first", 640, 480}, {"two.png", "The second", 320, 200}, {"three.jpg", "", 200, 300}} {
		m := got.Data.UploadMediaFiles[i]
		if m.Filename != want.name || m.Alt != want.alt || m.Width != want.w || m.Height != want.h {
			t.Errorf("image %d: %+v, want %+v", i, m, want)
		}
	}
	if n := s.client.Media.Query().CountX(testdb.System()); n != 3 {
		t.Fatalf("%d images in the library, want 3", n)
	}

	// All or none: the second file is no image; nothing of the request is added.
	status, out = s.uploadFiles(t, "Bearer "+admin, []sent{
		{"new.jpg", jpegBytes(t, photo(100, 100)), "new"}, {"notes.png", []byte("not a picture"), ""}, {"late.png", pngOf(50, 50), ""}})
	b, _ = json.Marshal(out)
	if status != 400 || !strings.Contains(string(b), `File 2 (\"notes.png\")`) || !strings.Contains(string(b), "files.1.file") {
		t.Fatalf("a bad file among good ones: HTTP %d %s", status, b)
	}
	if n := s.client.Media.Query().CountX(testdb.System()); n != 3 {
		t.Fatalf("a refused request left %d images, want the 3 from before", n)
	}

	// Who may: Authors add media; Support may not; nor a key without content:write.
	_, author := s.staffToken(t, adminuser.UserRoleAuthor)
	_, support := s.staffToken(t, adminuser.UserRoleSupport)
	customer := authtest.SignUpVerified(t, authtest.UniqueEmail(t, "cust"), "secret-123")
	owner := auth.WithViewer(testdb.System(), &auth.Viewer{UID: "owner", Email: "owner@example.com", EmailVerified: true, Role: auth.RoleOwner})
	_, writer, err := apikeys.Create(owner, s.client, apikeys.Input{Name: "cms sync", Scopes: []string{"content:write"}}, time.Now())
	if err != nil {
		t.Fatal(err)
	}
	_, reader, _ := apikeys.Create(owner, s.client, apikeys.Input{Name: "orders", Scopes: []string{"orders:read"}}, time.Now())
	for _, c := range []struct {
		who, authz string
		status     int
	}{
		{"an Author", "Bearer " + author, 200},
		{"a key with content:write", "Bearer " + writer, 200},
		{"Support", "Bearer " + support, 403},
		{"a key with orders:read", "Bearer " + reader, 403},
		{"a customer", "Bearer " + customer, 403},
		{"a visitor", "", 401},
	} {
		status, out := s.uploadFiles(t, c.authz, []sent{{c.who + ".png", pngOf(40+len(c.who), 30), c.who}})
		if status != c.status {
			b, _ := json.Marshal(out)
			t.Errorf("%s: HTTP %d %s, want %d", c.who, status, b, c.status)
		}
	}

	// Throughput: ten photos of about 1 MB each in one request (noise compresses as little
	// as a camera's detail).
	var ten []sent
	size := 0
	rnd := rand.New(rand.NewPCG(1, 2))
	for i := range 10 {
		img := image.NewRGBA(image.Rect(0, 0, 1000+i, 750))
		for j := range img.Pix {
			img.Pix[j] = uint8(rnd.IntN(256))
		}
		data := jpegBytes(t, img)
		size += len(data)
		ten = append(ten, sent{fmt.Sprintf("big-%d.jpg", i), data, ""})
	}
	start := time.Now()
	status, out = s.uploadFiles(t, "Bearer "+admin, ten)
	took := time.Since(start)
	if status != 200 || out["errors"] != nil {
		b, _ := json.Marshal(out)
		t.Fatalf("ten photos: HTTP %d %s", status, b)
	}
	t.Logf("ten photos, %.1f MB in one request: %v (%.1f MB/s, %.0f ms a photo)", float64(size)/1e6, took.Round(time.Millisecond),
		float64(size)/1e6/took.Seconds(), float64(took.Milliseconds())/10)
}
