package media

import (
	"encoding/binary"
	"strconv"
)

// The bounds of decoding a JPEG, past the pixel limits. Go's decoder goes over every 8 × 8
// block of a component in each scan that reads it, whatever the scan holds, so a file of
// a few kilobytes with thousands of scans takes a core for minutes; a progressive JPEG's
// decoder also keeps 256 bytes for each block of each component until its last scan.
// A camera's JPEG has 1 to 3 scans, a progressive one about 10, which go over a
// 40-megapixel photo's blocks 5 to 9 million times.
const (
	maxBlockScans       = 20_000_000 // blocks gone over, summed over the scans: about 3 s of a core
	maxProgressiveBlock = 1 << 20    // blocks kept by a progressive JPEG's decoder: 256 MiB
)

// checkScans walks a JPEG's markers, before it is decoded, and refuses one whose scans
// go over too many blocks or which, progressive, needs too much memory to decode. Where
// it cannot walk on, the decoder will stop too, and say what is wrong.
func checkScans(data []byte) error {
	scans, work, err := walkScans(data)
	if err == nil && work > maxBlockScans {
		err = refuse("The JPEG has %s scans, which go over its 8 × 8 blocks %s times; the limit is %s: save it again as a baseline (not progressive) JPEG, or with fewer scans.",
			thousands(scans), thousands(work), thousands(maxBlockScans))
	}
	return err
}

// walkScans counts a JPEG's scans and the blocks they go over.
func walkScans(data []byte) (scans, work int, err error) {
	type component struct {
		id     byte
		blocks int
	}
	var comps []component
	for i := 2; i+4 <= len(data); {
		if data[i] != 0xff {
			return
		}
		m := data[i+1]
		if m == 0xff { // a fill byte
			i++
			continue
		}
		i += 2
		switch {
		case m == 0xd9:
			return
		case m >= 0xd0 && m <= 0xd8, m == 0x01: // markers without a segment
			continue
		}
		n := int(binary.BigEndian.Uint16(data[i:]))
		if n < 2 || i+n > len(data) {
			return
		}
		seg := data[i+2 : i+n]
		i += n
		switch m {
		case 0xc0, 0xc1, 0xc2: // the frames Go decodes: baseline, extended, progressive
			if len(seg) < 6 || len(seg) < 6+3*int(seg[5]) {
				return
			}
			height, width := int(binary.BigEndian.Uint16(seg[1:])), int(binary.BigEndian.Uint16(seg[3:]))
			hmax, vmax := 1, 1
			for c := range int(seg[5]) {
				hmax, vmax = max(hmax, int(seg[7+3*c]>>4)), max(vmax, int(seg[7+3*c]&15))
			}
			// Blocks as the decoder counts them: whole MCUs, each of h × v blocks.
			mcusX, mcusY := (width+8*hmax-1)/(8*hmax), (height+8*vmax-1)/(8*vmax)
			comps = comps[:0]
			all := 0
			for c := range int(seg[5]) {
				blocks := mcusX * int(seg[7+3*c]>>4) * mcusY * int(seg[7+3*c]&15)
				comps = append(comps, component{seg[6+3*c], blocks})
				all += blocks
			}
			if m == 0xc2 && all > maxProgressiveBlock {
				return scans, work, refuse("This progressive JPEG of %d × %d pixels needs %d MB to decode; the limit is %d MB: save it again as a baseline (not progressive) JPEG, or make it smaller.",
					width, height, all>>12, maxProgressiveBlock>>12)
			}
		case 0xda:
			scans++
			for c := 0; len(seg) > 0 && c < int(seg[0]) && 1+2*c < len(seg); c++ {
				for _, comp := range comps {
					if comp.id == seg[1+2*c] {
						work += comp.blocks
					}
				}
			}
			// The scan's data runs to the next marker but a stuffed 0xff or a restart.
			for i < len(data)-1 && (data[i] != 0xff || data[i+1] == 0 || data[i+1] >= 0xd0 && data[i+1] <= 0xd7) {
				i++
			}
		}
	}
	return
}

// thousands writes n with commas between its thousands: 20,000,000.
func thousands(n int) string {
	s := strconv.Itoa(n)
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	return s
}
