// Package factgen writes fact files of typical shapes, the tables that
// programs consult: a graph, a table of records and a word list.
package factgen

import (
	"bufio"
	"fmt"
	"io"
)

var cities = []string{"paris", "'New York'", "london", "'São Paulo'", "tokyo", "lagos", "lima"}

// Write writes n facts to w: half edge(nI, nJ), a quarter
// person(Id, 'Name', Age, City) and a quarter word(Atom, Length, Extra),
// whose Extra is a string, a float, a compound or a list in turn. The
// numbers are a fixed pseudo-random sequence, so that the same n always
// gives the same file.
func Write(w io.Writer, n int) error {
	b := bufio.NewWriter(w)
	x := uint32(12345)
	next := func(m int) int {
		x ^= x << 13
		x ^= x >> 17
		x ^= x << 5
		return int(x % uint32(m))
	}
	ne, np := n/2, n/4
	nw := n - ne - np
	nodes := ne/2 + 1
	for i := range ne {
		fmt.Fprintf(b, "edge(n%d, n%d).\n", i%nodes+1, next(nodes)+1)
	}
	for i := range np {
		fmt.Fprintf(b, "person(%d, 'Name %d', %d, %s).\n", i+1, next(100000), 18+next(70), cities[next(len(cities))])
	}
	for i := range nw {
		word := make([]byte, 3+i%5)
		for k := range word {
			word[k] = byte('a' + next(26))
		}
		var extra string
		switch i % 4 {
		case 0:
			extra = fmt.Sprintf("%q", string(word)+"s")
		case 1:
			extra = fmt.Sprintf("%d.5", next(1000))
		case 2:
			extra = fmt.Sprintf("point(%d, %d)", next(100), next(100))
		default:
			extra = fmt.Sprintf("[%c, %c, X, X]", word[0], word[1])
		}
		fmt.Fprintf(b, "word(%s%d, %d, %s).\n", word, i, len(word), extra)
	}
	return b.Flush()
}
