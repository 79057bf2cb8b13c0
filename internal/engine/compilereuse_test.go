package engine

import "testing"

// TestCompilerReuse checks that clauses compiled one after another with
// the machine's spare compiler (see takeCompiler) come out as they went
// in: rules with control constructs, whose variable counts the spare
// keeps a map for, between facts and rules without them, so that nothing
// of one clause's variables reaches the next.
func TestCompilerReuse(t *testing.T) {
	b := newTB()
	opts := WriteOptions{Quoted: true, NumberVars: true}
	var want []string
	var cls []*Clause
	for k := range 50 {
		vars := map[string]*Var{}
		v := func(n string) Term {
			if x, ok := vars[n]; ok {
				return x
			}
			x := b.m.NewVar()
			vars[n] = x
			return x
		}
		var cl Term
		switch k % 3 {
		case 0:
			cl = c("p", i(int64(k)), v("X"), v("X"))
		case 1:
			cl = c(":-", c("q", v("A"), v("B")),
				c(";", c(",", c("r", v("A")), c("!")), c("s", v("B"), v("C"), v("C"))))
		default:
			cl = c(":-", c("q", v("A"), i(int64(k))), c("t", v("A"), v("D")))
		}
		want = append(want, Format(cl, opts))
		got, err := b.m.AddClause(cl, true)
		if err != nil {
			t.Fatal(err)
		}
		cls = append(cls, got)
	}
	for k, cl := range cls {
		h, body := b.m.ClauseTerms(cl)
		var got string
		if body == AtomTrue {
			got = Format(h, opts)
		} else {
			got = Format(c(":-", h, body), opts)
		}
		// The terms are fresh copies: compare them with their variables
		// named in order, as the written forms do not share names.
		if a, w := canonVars(got), canonVars(want[k]); a != w {
			t.Errorf("clause %d: got %s, want %s", k, a, w)
		}
	}
}

// canonVars renames the variables of a written term _G123 / _123 in the
// order they first occur.
func canonVars(s string) string {
	names := map[string]string{}
	out := []byte{}
	for k := 0; k < len(s); {
		if s[k] == '_' && (k == 0 || !isAlnum(s[k-1])) {
			j := k + 1
			for j < len(s) && isAlnum(s[j]) {
				j++
			}
			n, ok := names[s[k:j]]
			if !ok {
				n = "V" + string(rune('a'+len(names)))
				names[s[k:j]] = n
			}
			out = append(out, n...)
			k = j
			continue
		}
		out = append(out, s[k])
		k++
	}
	return string(out)
}

func isAlnum(b byte) bool {
	return b == '_' || b >= '0' && b <= '9' || b >= 'a' && b <= 'z' || b >= 'A' && b <= 'Z'
}

// TestAssertFactAllocs bounds the Go allocations of asserting a ground
// fact: the clause and its head arguments, not a compiler and its map
// per clause.
func TestAssertFactAllocs(t *testing.T) {
	b := newTB()
	fact := c("fact", i(1000), i(2000))
	allocs := testing.AllocsPerRun(2000, func() {
		if _, err := b.m.AddClause(fact, true); err != nil {
			t.Fatal(err)
		}
	})
	if allocs > 2 {
		t.Errorf("assertz of a ground fact makes %.1f allocations, want at most 2", allocs)
	}
}
