package media

import (
	"bytes"
	"fmt"
	"image"
	"image/color"
	"image/jpeg"
	"image/png"
	"runtime"
	"sync/atomic"
	"testing"
	"time"

	"seoagency/apierr"
	"seoagency/media/mediatest"
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
	// Hostile JPEGs (mediatest): many scans, refused or cheap, and a progressive one
	// too large to decode.
	f.Add(mediatest.ProgressiveBomb(2000, 2000, 1, 400))
	f.Add(mediatest.ProgressiveBomb(64, 64, 3, 2000))
	f.Add(mediatest.ProgressiveBomb(6000, 6000, 3, 3))
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
		process(b, "12 MP JPEG", data)
	}
}

// BenchmarkProcessWorst prints the same of the costliest images within the limits: the
// most scans a 40-megapixel JPEG may have, the largest progressive JPEG in full colour at
// its most scans, the largest image of 16 bits a channel, and a 40-megapixel photo.
//
//	go test ./media -run '^$' -bench ProcessWorst -benchtime 1x
func BenchmarkProcessWorst(b *testing.B) {
	var png16 bytes.Buffer
	_ = png.Encode(&png16, image.NewNRGBA64(image.Rect(0, 0, 5000, 4000)))
	cases := []struct {
		name string
		data []byte
	}{
		{"40 MP grey JPEG of 31 scans", mediatest.ProgressiveBomb(7300, 5479, 1, 31)},
		{"22 MP colour progressive JPEG of 57 scans", mediatest.ProgressiveBomb(4728, 4728, 3, 57)},
		{"20 MP 16-bit PNG", png16.Bytes()},
		{"40 MP baseline JPEG", encodeJPEG(b, picture(7300, 5479))},
	}
	for range b.N {
		for _, c := range cases {
			process(b, c.name, c.data)
		}
	}
}

// process prints the time and the peak heap of the check of data at upload, then of the
// widths the job makes.
func process(b *testing.B, name string, data []byte) {
	runtime.GC()
	var before runtime.MemStats
	runtime.ReadMemStats(&before)
	var peak atomic.Uint64
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
				if m.HeapAlloc > peak.Load() {
					peak.Store(m.HeapAlloc)
				}
			}
		}
	}()
	start := time.Now()
	o, err := Check(data)
	if err != nil {
		b.Fatal(err)
	}
	checked, checkPeak := time.Since(start), peak.Load()
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
	above := func(heap uint64) uint64 { return (max(heap, before.HeapAlloc) - before.HeapAlloc) >> 20 }
	fmt.Printf("%s (%d KB): check and strip %v (peak heap %d MiB above the start), with %d files of widths %v (peak %d MiB); %d KB written\n",
		name, len(data)>>10, checked.Round(time.Millisecond), above(checkPeak), len(vs), all.Round(time.Millisecond), above(peak.Load()), bytesOut>>10)
}
