package server_test

import (
	"context"
	"encoding/json"
	"slices"
	"strings"
	"testing"
	"time"

	"seoagency/ent"
	entmedia "seoagency/ent/media"
	"seoagency/media"
	"seoagency/queue"
	"seoagency/s3test"
	"seoagency/testdb"
)

// TestMediaS3: the media library on an S3 bucket (a real S3 server, versitygw). An
// upload lands in the bucket and is served with its widths; while the server is down
// an upload is refused with a clear error and writes no row, a stored image answers
// 503, and a widths job fails and retries; once it is back the same upload succeeds
// and every width arrives without anyone's help.
func TestMediaS3(t *testing.T) {
	s3 := s3test.Start(t)
	s := newSite(t, map[string]string{"MEDIA_STORE": s3.URL})
	sys := testdb.System()
	_, admin := s.adminToken(t)
	uploadOK := func(name string, data []byte) uploaded {
		t.Helper()
		status, out := s.upload(t, admin, name, "image/jpeg", data)
		if status != 200 || out["errors"] != nil {
			t.Fatalf("upload %s: HTTP %d %v", name, status, out)
		}
		var m uploaded
		b, _ := json.Marshal(out["data"].(map[string]any)["uploadMedia"])
		_ = json.Unmarshal(b, &m)
		return m
	}
	widths := func(id string, within time.Duration) uploaded {
		t.Helper()
		for deadline := time.Now().Add(within); ; time.Sleep(200 * time.Millisecond) {
			var res struct{ Node uploaded }
			s.gql.WithToken(admin).Must(t, `query($id: ID!) { node(id: $id) { ... on Media { widths webpSrcset srcset } } }`, map[string]any{"id": id}, &res)
			if len(res.Node.Widths) > 0 {
				return res.Node
			}
			if time.Now().After(deadline) {
				t.Fatalf("the widths of %s were not made within %s", id, within)
			}
		}
	}
	rows := func() int {
		n, err := s.client.Media.Query().Count(sys)
		if err != nil {
			t.Fatal(err)
		}
		return n
	}

	// Up: stored in the bucket, served immutable, widths made by the queue.
	m := uploadOK("first.jpg", jpegBytes(t, photo(700, 400)))
	orig := s.get(t, m.URL)
	if orig.Code != 200 || orig.Header().Get("Content-Type") != "image/jpeg" || orig.Body.Len() != m.Bytes ||
		orig.Header().Get("Cache-Control") != "public, max-age=31536000, immutable" {
		t.Fatalf("GET %s: %d %v (%d bytes, want %d)", m.URL, orig.Code, orig.Header(), orig.Body.Len(), m.Bytes)
	}
	done := widths(m.ID, 60*time.Second)
	if !slices.Equal(done.Widths, []int{320, 640, 700}) {
		t.Errorf("widths %v, want [320 640 700]", done.Widths)
	}
	for _, src := range strings.Split(done.WebpSrcset, ", ") {
		u := strings.Fields(src)[0]
		if w := s.get(t, u); w.Code != 200 || w.Header().Get("Content-Type") != "image/webp" || !strings.HasPrefix(w.Body.String(), "RIFF") ||
			w.Header().Get("Cache-Control") != "public, max-age=31536000, immutable" {
			t.Errorf("GET %s: %d %v", u, w.Code, w.Header())
		}
	}
	name := strings.TrimPrefix(m.URL, media.Prefix)
	hash := strings.TrimSuffix(name, ".jpg")
	want := []string{name, hash + "-320.jpg", hash + "-320.webp", hash + "-640.jpg", hash + "-640.webp", hash + "-700.webp"}
	slices.Sort(want)
	if got := s3.Objects(t); !slices.Equal(got, want) {
		t.Errorf("the bucket holds %v, want %v", got, want)
	}

	// An original stored while the server was up, whose row comes after it went down
	// (as when the server goes down between an upload and its widths' job).
	late, err := media.Check(jpegBytes(t, photo(500, 300)))
	if err != nil {
		t.Fatal(err)
	}
	store, err := media.OpenStore(context.Background(), s3.URL)
	if err != nil {
		t.Fatal(err)
	}
	defer store.Close()
	if err := store.WriteAll(context.Background(), media.OriginalName(late.Hash, late.Format), late.Bytes, nil); err != nil {
		t.Fatal(err)
	}

	// Down.
	s3.Kill()
	second := jpegBytes(t, photo(600, 360))
	start := time.Now()
	status, out := s.upload(t, admin, "second.jpg", "image/jpeg", second)
	var refused struct {
		Data   struct{ UploadMedia *uploaded }
		Errors []struct {
			Message    string
			Extensions struct{ Code string }
		}
	}
	text, _ := json.Marshal(out)
	_ = json.Unmarshal(text, &refused)
	t.Logf("upload while down: HTTP %d %s in %s", status, text, time.Since(start).Round(time.Millisecond))
	// The admin is told the image store does not answer and to try again: UNAVAILABLE, not
	// INTERNAL, and no image.
	if status != 503 || refused.Data.UploadMedia != nil || len(refused.Errors) != 1 ||
		refused.Errors[0].Extensions.Code != "UNAVAILABLE" || !strings.Contains(refused.Errors[0].Message, "image store does not answer") {
		t.Errorf("upload while the store is down: HTTP %d %s, want an UNAVAILABLE error saying to try again", status, text)
	}
	if n := rows(); n != 1 {
		t.Errorf("the refused upload left %d rows, want 1", n)
	}
	start = time.Now()
	down := s.get(t, m.URL)
	t.Logf("GET while down: %d %q in %s", down.Code, down.Body.String(), time.Since(start).Round(time.Millisecond))
	if down.Code != 503 || down.Header().Get("Cache-Control") != "no-store" || !strings.Contains(down.Body.String(), "try again shortly") {
		t.Errorf("GET %s while the store is down: %d %v %q, want 503 no-store", m.URL, down.Code, down.Header(), down.Body.String())
	}

	jobs, err := queue.Open(context.Background(), s.db, s.cfg.Postgres(), false)
	if err != nil {
		t.Fatal(err)
	}
	if err := ent.WithTx(sys, s.client, func(ctx context.Context, c *ent.Client) error {
		row, err := c.Media.Create().SetHash(late.Hash).SetFilename("late.jpg").SetFormat(entmedia.Format(late.Format.Name)).
			SetBytes(int64(len(late.Bytes))).SetWidth(late.Width).SetHeight(late.Height).Save(ctx)
		if err != nil {
			return err
		}
		return jobs.InsertTx(ctx, c, media.VariantsArgs{MediaID: row.ID})
	}); err != nil {
		t.Fatal(err)
	}
	// The admin's queue page shows the job failing, and why. (A retry due within seconds
	// waits as "available", not "retryable": any state will do.)
	failing := waitForJob(t, s.gql.WithToken(admin), nil, func(j job) bool {
		return j.Kind == "media_variants" && strings.Contains(j.LastError, "reading "+media.OriginalName(late.Hash, late.Format))
	}, "failing widths job while the store is down")
	t.Logf("widths job while down: %+v", failing)

	// Back: the same upload succeeds; the waiting job retries by itself.
	s3.Restart(t)
	again := uploadOK("second.jpg", second)
	if w := s.get(t, again.URL); w.Code != 200 || w.Body.Len() != again.Bytes {
		t.Errorf("GET %s after the restart: %d", again.URL, w.Code)
	}
	if got := widths(again.ID, 60*time.Second).Widths; !slices.Equal(got, []int{320, 600}) {
		t.Errorf("widths of the upload after the restart: %v, want [320 600]", got)
	}
	var lateID struct {
		MediaLibrary struct {
			Edges []struct{ Node struct{ ID, Filename string } }
		}
	}
	s.gql.WithToken(admin).Must(t, `{ mediaLibrary(first: 5, search: "late.jpg") { edges { node { id filename } } } }`, nil, &lateID)
	if len(lateID.MediaLibrary.Edges) != 1 {
		t.Fatalf("late.jpg in the library: %+v", lateID)
	}
	if got := widths(lateID.MediaLibrary.Edges[0].Node.ID, 60*time.Second).Widths; !slices.Equal(got, []int{320, 500}) {
		t.Errorf("widths of the image whose job failed: %v, want [320 500]", got)
	}
	if n := rows(); n != 3 {
		t.Errorf("%d rows, want 3", n)
	}
}
