package engine

import (
	"strings"
	"testing"
)

// TestCapturedText writes texts of sizes around the chunks' in pieces of
// several sizes: the capture reads back what was written, in order.
func TestCapturedText(t *testing.T) {
	for _, size := range []int{0, 1, 255, 256, 257, captureChunk - 1, captureChunk, captureChunk + 1, 3*captureChunk + 17} {
		for _, piece := range []int{1, 7, 4096, captureChunk + 3} {
			var c capturedText
			var want strings.Builder
			for i := 0; want.Len() < size; i++ {
				n := min(piece, size-want.Len())
				p := strings.Repeat(string(rune('a'+i%26)), n)
				want.WriteString(p)
				if k, err := c.Write([]byte(p)); k != n || err != nil {
					t.Fatalf("Write of %d bytes: %d, %v", n, k, err)
				}
			}
			if got := c.String(); got != want.String() {
				t.Errorf("size %d in pieces of %d: read back %d bytes, not what was written", size, piece, len(got))
			}
		}
	}
}
