package compression_test

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"testing"

	"github.com/andybalholm/brotli"
	"github.com/klauspost/compress/gzip"
)

// BenchmarkDynamicLevels is the measurement behind the levels Dynamic uses: the time
// and bytes of one answer of the 16 public lists (11.8 KB, as PostgreSQL writes it),
// per gzip and brotli level, writers reused as Dynamic reuses them.
func BenchmarkDynamicLevels(b *testing.B) {
	answer, err := os.ReadFile("testdata/public-lists.json")
	if err != nil {
		b.Fatal(err)
	}
	var out bytes.Buffer
	measure := func(name string, w interface {
		io.WriteCloser
		Reset(io.Writer)
	}) {
		b.Run(name, func(b *testing.B) {
			for b.Loop() {
				out.Reset()
				w.Reset(&out)
				_, _ = w.Write(answer)
				_ = w.Close()
			}
			b.ReportMetric(float64(out.Len()), "bytes")
		})
	}
	for level := 1; level <= 6; level++ {
		w, _ := gzip.NewWriterLevel(&out, level)
		measure(fmt.Sprintf("gzip-%d", level), w)
	}
	for _, level := range []int{1, 2, 4, 5} {
		measure(fmt.Sprintf("brotli-%d", level), brotli.NewWriterLevel(&out, level))
	}
}
