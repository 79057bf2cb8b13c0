package engine

import (
	"io"
	"strings"
	"testing"
	"unicode/utf8"
)

// TestReadLineAsReadChar checks that ReadLine reads a line as ReadChar
// reads its characters one by one: the same text (a malformed byte as
// U+FFFD), the same position counters after each line, and io.EOF for a
// last line without a newline.
func TestReadLineAsReadChar(t *testing.T) {
	for _, tc := range []struct{ name, text string }{
		{"lines", "ab\r\ncd\n\nlast"},
		{"tabs and returns", "\ta\tb\r\rc\n\b\bx\n"},
		{"malformed bytes", "p\xffq\xc3\n\xe2\x82end\n"},
		{"multi-byte", "é€😀\nñ"},
		{"longer than the buffer", strings.Repeat("abcdefgh", 1500) + "\n" + strings.Repeat("x", 9000)},
		{"empty", ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			bulk := NewInputStream(strings.NewReader(tc.text), "bulk", nil)
			each := NewInputStream(strings.NewReader(tc.text), "each", nil)
			for n := 0; ; n++ {
				got, err := bulk.ReadLine(nil)
				var want []byte
				var wantErr error
				for {
					r, err := each.ReadChar()
					if err != nil {
						wantErr = err
						break
					}
					want = utf8.AppendRune(want, r)
					if r == '\n' {
						break
					}
				}
				if string(got) != string(want) || err != wantErr {
					t.Fatalf("line %d: ReadLine %q, %v; ReadChar %q, %v", n, got, err, want, wantErr)
				}
				if bulk.CharCount != each.CharCount || bulk.ByteCount != each.ByteCount ||
					bulk.LineCount != each.LineCount || bulk.LinePos != each.LinePos {
					t.Fatalf("line %d: counters %d %d %d %d, ReadChar's %d %d %d %d", n,
						bulk.CharCount, bulk.ByteCount, bulk.LineCount, bulk.LinePos,
						each.CharCount, each.ByteCount, each.LineCount, each.LinePos)
				}
				if err == io.EOF {
					return
				}
			}
		})
	}
}
