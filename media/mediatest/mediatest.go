// Package mediatest makes hostile images for the tests of uploads.
package mediatest

import (
	"bytes"
	"encoding/binary"
	"math/bits"
)

// ProgressiveBomb is a progressive JPEG of w × h pixels in comps components (1 or 3)
// made of scans scans, each over every block of one component and each a few bytes:
// runs of empty blocks (EOB runs of 32,767 blocks). A decoder goes over every block in
// every scan, so the file is small and its decoding long.
func ProgressiveBomb(w, h, comps, scans int) []byte {
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
