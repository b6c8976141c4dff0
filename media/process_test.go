package media

import (
	"bytes"
	"fmt"
	"image"
	"image/color"
	"image/jpeg"
	"image/png"
	"runtime"
	"testing"
	"time"

	"seoagency/apierr"
)

func picture(w, h int) image.Image {
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	for y := range h {
		for x := range w {
			img.Set(x, y, color.RGBA{uint8(x * 255 / w), uint8(y * 255 / h), uint8((x * y) >> 6), 255})
		}
	}
	return img
}

func encodeJPEG(t testing.TB, img image.Image) []byte {
	var b bytes.Buffer
	if err := jpeg.Encode(&b, img, &jpeg.Options{Quality: 90}); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

// TestOrientation: each EXIF orientation comes out upright; a corner's colour shows where it went.
func TestOrientation(t *testing.T) {
	src := image.NewNRGBA(image.Rect(0, 0, 3, 2))
	src.Set(0, 0, color.NRGBA{255, 0, 0, 255}) // the top-left is red
	for o, want := range map[int]image.Point{1: {0, 0}, 2: {2, 0}, 3: {2, 1}, 4: {0, 1}, 5: {0, 0}, 6: {1, 0}, 7: {1, 2}, 8: {0, 2}} {
		out := orient(src, o)
		if r, _, _, _ := out.At(want.X, want.Y).RGBA(); r>>8 != 255 {
			t.Errorf("orientation %d: the red corner is not at %v", o, want)
		}
		if o >= 5 && out.Bounds().Dx() != 2 {
			t.Errorf("orientation %d: sides not swapped: %v", o, out.Bounds())
		}
	}
}

// TestVariants: the widths below the image's own, each in WebP and the original's
// format, and the image's own width in WebP; no width above the image.
func TestVariants(t *testing.T) {
	o, err := Check(encodeJPEG(t, picture(1000, 500)))
	if err != nil {
		t.Fatal(err)
	}
	vs, err := Variants(o.Hash, o.Format, o.Image)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, v := range vs {
		names = append(names, v.Name)
		cfg, _, err := image.DecodeConfig(bytes.NewReader(v.Bytes))
		if v.Type != "image/webp" && (err != nil || cfg.Width != v.Width || cfg.Height != v.Width/2) {
			t.Errorf("%s: %v %+v", v.Name, err, cfg)
		}
		if v.Type == "image/webp" && !bytes.HasPrefix(v.Bytes, []byte("RIFF")) {
			t.Errorf("%s is not a WebP", v.Name)
		}
	}
	h := o.Hash
	want := fmt.Sprint([]string{h + "-320.webp", h + "-320.jpg", h + "-640.webp", h + "-640.jpg", h + "-960.webp", h + "-960.jpg", h + "-1000.webp"})
	if fmt.Sprint(names) != want {
		t.Errorf("variants %v, want %v", names, want)
	}
}

// TestCheckRefuses: every refusal is a client error that says what to do.
func TestCheckRefuses(t *testing.T) {
	var bomb bytes.Buffer
	_ = png.Encode(&bomb, image.NewGray(image.Rect(0, 0, 8000, 8000)))
	for name, data := range map[string][]byte{
		"empty":      nil,
		"text":       []byte("hello"),
		"svg":        []byte(`<?xml version="1.0"?><svg/>`),
		"truncated":  encodeJPEG(t, picture(300, 200))[:700],
		"bomb":       bomb.Bytes(),
		"polyglot":   append(encodeJPEG(t, picture(20, 20)), []byte("<script>alert(1)</script>")...),
		"over 20 MB": make([]byte, MaxBytes+1),
	} {
		_, err := Check(data)
		e, ok := apierr.From(err)
		if err == nil || !ok || e.Status() < 400 || e.Status() >= 500 || e.Message == "" {
			t.Errorf("%s: %v", name, err)
		}
	}
}

// FuzzCheck: whatever the bytes, Check refuses with a client error or keeps an image
// that decodes again; it never panics.
func FuzzCheck(f *testing.F) {
	f.Add(encodeJPEG(f, picture(16, 8)))
	var p bytes.Buffer
	_ = png.Encode(&p, picture(8, 8))
	f.Add(p.Bytes())
	f.Add([]byte("GIF89a\x01\x00\x01\x00\x00\x00\x00;"))
	f.Add([]byte("RIFF\x00\x00\x00\x00WEBPVP8 "))
	f.Add([]byte("\xff\xd8\xff\xe1\x00\x10Exif\x00\x00II*\x00\x08\x00\x00\x00"))
	// Hostile JPEGs (hostile_test.go): many scans, refused or cheap, and a progressive one
	// too large to decode.
	f.Add(progressiveBomb(2000, 2000, 1, 400))
	f.Add(progressiveBomb(64, 64, 3, 2000))
	f.Add(progressiveBomb(6000, 6000, 3, 3))
	f.Fuzz(func(t *testing.T, data []byte) {
		o, err := Check(data)
		if err != nil {
			if _, ok := apierr.From(err); !ok {
				t.Fatalf("not a client error: %v", err)
			}
			return
		}
		if _, err := decode(o.Format, o.Bytes); err != nil {
			t.Fatalf("kept bytes do not decode: %v", err)
		}
	})
}

// BenchmarkProcess12MP prints the time and the peak heap of processing a 12-megapixel
// photo (4000 × 3000): the check at upload, then the widths the job makes.
//
//	go test ./media -run '^$' -bench Process12MP -benchtime 3x
func BenchmarkProcess12MP(b *testing.B) {
	data := encodeJPEG(b, picture(4000, 3000))
	for range b.N {
		runtime.GC()
		var before runtime.MemStats
		runtime.ReadMemStats(&before)
		peak := before.HeapAlloc
		stop := make(chan struct{})
		done := make(chan struct{})
		go func() { // sample the heap while it works
			defer close(done)
			var m runtime.MemStats
			for {
				select {
				case <-stop:
					return
				case <-time.After(5 * time.Millisecond):
					runtime.ReadMemStats(&m)
					peak = max(peak, m.HeapAlloc)
				}
			}
		}()
		start := time.Now()
		o, err := Check(data)
		if err != nil {
			b.Fatal(err)
		}
		checked := time.Since(start)
		vs, err := Variants(o.Hash, o.Format, o.Image)
		if err != nil {
			b.Fatal(err)
		}
		all := time.Since(start)
		close(stop)
		<-done
		var bytesOut int
		for _, v := range vs {
			bytesOut += len(v.Bytes)
		}
		fmt.Printf("12 MP JPEG (%d KB): check and strip %v, with %d files of widths %v; peak heap %d MiB above the start; %d KB written\n",
			len(data)>>10, checked.Round(time.Millisecond), len(vs), all.Round(time.Millisecond), (peak-before.HeapAlloc)>>20, bytesOut>>10)
	}
}
