package engine

import (
	"bufio"
	"strings"
)

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

// reset empties c for reuse, keeping its first chunk if that is small.
func (c *capturedText) reset() {
	if len(c.chunks) > 0 && cap(c.chunks[0]) <= spareCaptureBytes {
		c.chunks = append(c.chunks[:0], c.chunks[0][:0])
	} else {
		c.chunks = nil
	}
	c.n = 0
}

// outputRedirect is one with_output_to/2 in progress: current output is
// stream until the goal ends, and old is what it was before. When the
// output is captured, stream writes through w to buf; nil buf is output
// to a stream of the program's. A redirect kept for reuse keeps buf and
// w whatever its next sink, so captures tells which this one is.
type outputRedirect struct {
	stream, old *Stream
	buf         *capturedText
	w           *bufio.Writer
	captures    bool
}

// A machine keeps up to spareCaptures buffers of finished captures, each
// up to spareCaptureBytes, for the next with_output_to/2 to write into:
// a program that captures a few characters in a loop then allocates
// only the stream.
const (
	spareCaptures     = 4
	spareCaptureBytes = 4096
)

// RedirectOutput makes current output go to the stream to, or to a new
// buffer that captures it when to is nil, until EndRedirect or
// DropRedirect with the handle it returns puts it back. with_output_to/2
// brackets its goal with them: the goal's output goes where the sink
// says however the goal ends, and a goal run inside another's output
// nests.
func (m *Machine) RedirectOutput(to *Stream) int64 {
	var r *outputRedirect
	if n := len(m.spareRedirects); n > 0 {
		r = m.spareRedirects[n-1]
		m.spareRedirects = m.spareRedirects[:n-1]
	} else {
		r = &outputRedirect{}
	}
	r.stream, r.old, r.captures = to, m.Out, to == nil
	if r.captures {
		if r.buf == nil {
			r.buf = &capturedText{}
			r.w = bufio.NewWriterSize(r.buf, 256)
		}
		// A fresh stream each time: a stream term the goal kept names
		// no open stream once the goal is done.
		r.stream = &Stream{out: r.w, Mode: ModeWrite, LineCount: 1}
		m.AddStream(r.stream)
	}
	if m.redirects == nil {
		m.redirects = make(map[int64]*outputRedirect)
	}
	m.nextRedirect++
	m.redirects[m.nextRedirect] = r
	m.Out = r.stream
	return m.nextRedirect
}

// EndRedirect puts current output back as it was before RedirectOutput
// made handle h, and returns the text captured (captured false when the
// output went to a stream, or h is no longer open).
func (m *Machine) EndRedirect(h int64) (text string, captured bool) {
	r := m.redirects[h]
	if r == nil {
		return "", false
	}
	delete(m.redirects, h)
	if r.captures {
		r.stream.Flush()
		m.RemoveStream(r.stream)
		text, captured = r.buf.String(), true
	}
	// The goal may have closed the stream that was current: output then
	// goes to user_output, as after closing the current output.
	if m.StreamByID(r.old.ID) == r.old {
		m.Out = r.old
	} else {
		m.Out = m.UserOut
	}
	r.stream, r.old = nil, nil
	if r.buf != nil && len(m.spareRedirects) < spareCaptures {
		r.buf.reset()
		r.w.Reset(r.buf)
		m.spareRedirects = append(m.spareRedirects, r)
	}
	return text, captured
}

// DropRedirect is EndRedirect for a goal that failed or raised an error:
// what it wrote to a buffer is lost. Dropping a handle that is no longer
// open does nothing.
func (m *Machine) DropRedirect(h int64) { m.EndRedirect(h) }
