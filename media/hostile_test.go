package media

import (
	"bytes"
	"fmt"
	"image"
	"image/png"
	"strings"
	"testing"

	"seoagency/apierr"
	"seoagency/media/mediatest"
)

// A JPEG whose decoding would take a core for long, or much memory, is refused before it
// is decoded, saying why, at upload (Check) and in the job that makes the widths (decode);
// a progressive JPEG of ordinary scans is kept.
func TestHostileJPEGsAreRefused(t *testing.T) {
	for _, tc := range []struct {
		name string
		data []byte
		says string
	}{
		// 400 scans over 62,500 blocks each: 4 s of a core before the bound.
		{"thousands of scans", mediatest.ProgressiveBomb(2000, 2000, 1, 400), "The JPEG has 400 scans, which go over its 8 × 8 blocks 25,000,000 times; the limit is 20,000,000"},
		{"2,000 scans in 150 KB", mediatest.ProgressiveBomb(7300, 5479, 1, 2000), "The JPEG has 2,000 scans"},
		// 6,000 × 6,000 in three full components: 411 MB of coefficients.
		{"a progressive 36 megapixels", mediatest.ProgressiveBomb(6000, 6000, 3, 3), "needs 411 MB to decode; the limit is 256 MB"},
	} {
		for path, run := range map[string]func([]byte) error{
			"upload": func(data []byte) error { _, err := Check(data); return err },
			"job":    func(data []byte) error { _, err := decode(formatJPEG, data); return err },
		} {
			err := run(tc.data)
			e, ok := apierr.From(err)
			if !ok || e.Code != apierr.Validation || !strings.Contains(e.Message, tc.says) {
				t.Errorf("%s (%d KB), %s: %v; want a VALIDATION error saying %q", tc.name, len(tc.data)>>10, path, err, tc.says)
			}
		}
	}
	// 16 bits a channel: 320 MB decoded, twice an 8-bit image of its pixels.
	var deep bytes.Buffer
	_ = png.Encode(&deep, image.NewNRGBA64(image.Rect(0, 0, 7300, 5479)))
	if _, err := Check(deep.Bytes()); !strings.Contains(fmt.Sprint(err), "16 bits a channel; the limit at that depth is 20 megapixels") {
		t.Errorf("a 40-megapixel PNG of 16 bits a channel: %v", err)
	}
	o, err := Check(mediatest.ProgressiveBomb(1000, 1000, 3, 10))
	if err != nil || o.Width != 1000 || o.Height != 1000 {
		t.Fatalf("a progressive JPEG of 10 scans: %v", err)
	}
}
