package builtins

import "strings"

// capturedText is the text that with_output_to/2 captures, kept in chunks:
// a capture of gigabytes grows by new chunks, each allocated once, where
// one buffer would be copied into one twice its size at each doubling, a
// copy of a gigabyte that neither the query's limits nor Go's collector
// can interrupt. The last chunk doubles from a few bytes up to
// captureChunk, so that a short capture allocates little.
type capturedText struct {
	chunks [][]byte
	n      int
}

// captureChunk is the size of a capture's chunks after the first.
const captureChunk = 1 << 20

// Write appends p.
func (c *capturedText) Write(p []byte) (int, error) {
	written := len(p)
	for len(p) > 0 {
		k := len(c.chunks) - 1
		if k < 0 || len(c.chunks[k]) == cap(c.chunks[k]) {
			if k >= 0 && cap(c.chunks[k]) < captureChunk {
				// The first chunk doubles in place, up to captureChunk.
				grown := make([]byte, len(c.chunks[k]), min(captureChunk, max(2*cap(c.chunks[k]), len(c.chunks[k])+len(p))))
				copy(grown, c.chunks[k])
				c.chunks[k] = grown
			} else {
				size := captureChunk
				if k < 0 {
					size = min(captureChunk, max(len(p), 256))
				}
				c.chunks = append(c.chunks, make([]byte, 0, size))
				k++
			}
		}
		last := c.chunks[k]
		n := min(len(p), cap(last)-len(last))
		c.chunks[k] = append(last, p[:n]...)
		p = p[n:]
		c.n += n
	}
	return written, nil
}

// String returns the text captured.
func (c *capturedText) String() string {
	var b strings.Builder
	b.Grow(c.n)
	for _, chunk := range c.chunks {
		b.Write(chunk)
	}
	return b.String()
}
