package media

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"image"
	"image/png"
	"math/bits"
	"strings"
	"testing"

	"seoagency/apierr"
)

// progressiveBomb is a progressive JPEG of w × h pixels in comps components (1 or 3)
// made of scans scans, each over every block of one component and each a few bytes:
// runs of empty blocks (EOB runs of 32,767 blocks). A decoder goes over every block in
// every scan, so the file is small and its decoding long.
func progressiveBomb(w, h, comps, scans int) []byte {
	var b bytes.Buffer
	segment := func(marker byte, payload ...byte) {
		b.Write([]byte{0xff, marker})
		_ = binary.Write(&b, binary.BigEndian, uint16(len(payload)+2))
		b.Write(payload)
	}
	b.Write([]byte{0xff, 0xd8})
	segment(0xdb, append([]byte{0}, bytes.Repeat([]byte{1}, 64)...)...) // one quantization table of ones
	sof := []byte{8, byte(h >> 8), byte(h), byte(w >> 8), byte(w), byte(comps)}
	for c := range comps {
		sof = append(sof, byte(c+1), 0x11, 0)
	}
	segment(0xc2, sof...)
	// A DC table of one code, and an AC table of the EOB runs: code r (4 bits) is a run of
	// 2^r blocks and more, told by r bits after it.
	segment(0xc4, append([]byte{0x00, 1}, append(make([]byte, 15), 0)...)...)
	ac := []byte{0x10, 0, 0, 0, 15}
	ac = append(ac, make([]byte, 12)...)
	for r := range 15 {
		ac = append(ac, byte(r<<4))
	}
	segment(0xc4, ac...)
	blocks := ((w + 7) / 8) * ((h + 7) / 8)
	for i := range scans {
		segment(0xda, 1, byte(i%comps+1), 0x00, 1, 1, 0)
		var acc uint64
		var n uint
		put := func(v uint64, width uint) {
			acc, n = acc<<width|v, n+width
			for n >= 8 {
				c := byte(acc >> (n - 8))
				b.WriteByte(c)
				if c == 0xff {
					b.WriteByte(0)
				}
				n -= 8
			}
		}
		for left := blocks; left > 0; left -= 32767 {
			run := min(left, 32767)
			r := bits.Len(uint(run)) - 1
			put(uint64(r), 4)
			put(uint64(run-1<<r), uint(r))
		}
		if n > 0 {
			put(1<<(8-n)-1, 8-n) // padded with ones
		}
	}
	b.Write([]byte{0xff, 0xd9})
	return b.Bytes()
}

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
		{"thousands of scans", progressiveBomb(2000, 2000, 1, 400), "The JPEG has 400 scans, which go over its 8 × 8 blocks 25,000,000 times; the limit is 20,000,000"},
		{"2,000 scans in 150 KB", progressiveBomb(7300, 5479, 1, 2000), "The JPEG has 2,000 scans"},
		// 6,000 × 6,000 in three full components: 411 MB of coefficients.
		{"a progressive 36 megapixels", progressiveBomb(6000, 6000, 3, 3), "needs 411 MB to decode; the limit is 256 MB"},
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
	o, err := Check(progressiveBomb(1000, 1000, 3, 10))
	if err != nil || o.Width != 1000 || o.Height != 1000 {
		t.Fatalf("a progressive JPEG of 10 scans: %v", err)
	}
}
