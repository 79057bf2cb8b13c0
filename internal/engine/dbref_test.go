package engine

import (
	"cmp"
	"regexp"
	"testing"
)

// TestDBRefTerms checks that clause and record references behave as
// SWI-Prolog's blobs: atomic but not atoms, equal and unifiable only to
// themselves, ordered after strings and before atoms (clauses before
// records, each kind by age), kept as constants by compiled clauses, and
// written as <clause>(0x...) with no space before them.
func TestDBRefTerms(t *testing.T) {
	b := newTB()
	m := b.m
	c1, err := m.AddClause(c("p", i(1)), true)
	if err != nil {
		t.Fatal(err)
	}
	c2, err := m.AddClause(c("p", i(2)), true)
	if err != nil {
		t.Fatal(err)
	}
	r1, r2 := NewRecord(Intern("a"), 1), NewRecord(Intern("b"), 2)

	for _, ref := range []Term{c1, r1} {
		if !IsAtomic(ref) || IsCallable(ref) || !IsDBRef(ref) {
			t.Errorf("%v: atomic %v, callable %v, reference %v", ref, IsAtomic(ref), IsCallable(ref), IsDBRef(ref))
		}
		if !m.Unify(ref, ref) || Compare(ref, ref) != 0 || !Variant(ref, ref) {
			t.Errorf("%v is not identical to itself", ref)
		}
		v := m.NewVar()
		if !m.Unify(v, ref) || Deref(v) != ref {
			t.Errorf("a variable does not unify with %v", ref)
		}
	}
	if IsDBRef(Intern("a")) || DBRefKind(Intern("a")) != nil {
		t.Error("an atom taken for a reference")
	}
	if DBRefKind(c1) != Intern("clause") || DBRefKind(r1) != Intern("record") {
		t.Errorf("kinds %v and %v", DBRefKind(c1), DBRefKind(r1))
	}
	for _, pair := range [][2]Term{{c1, c2}, {r1, r2}, {c1, r1}, {c1, Intern("a")}, {r1, i(1)}} {
		if m.Unifiable(pair[0], pair[1]) || Variant(pair[0], pair[1]) {
			t.Errorf("%v and %v unify", pair[0], pair[1])
		}
	}

	// The standard order: Var < Number < String < reference < Atom <
	// Compound.
	order := []Term{m.NewVar(), i(7), String("s"), c1, c2, r1, r2, Intern(""), Intern("a"), c("f", i(1))}
	for x := range order {
		for y := range order {
			want := cmp.Compare(int64(x), int64(y))
			if got := Compare(order[x], order[y]); got != want {
				t.Errorf("Compare(%v, %v) = %d, want %d", order[x], order[y], got, want)
			}
		}
	}

	// A reference in a clause is a constant of its head and body.
	if _, err := m.AddClause(NewCompound(AtomNeck, c("q", c1, r1), c("r", r2)), true); err != nil {
		t.Fatal(err)
	}
	cl := m.Lookup(Intern("q"), 2).Clauses()[0]
	head, body := m.ClauseTerms(cl)
	if h := head.(*Compound); h.Args[0] != Term(c1) || h.Args[1] != Term(r1) {
		t.Errorf("head %v", head)
	}
	if bd := body.(*Compound); bd.Args[0] != Term(r2) {
		t.Errorf("body %v", body)
	}
	if !m.UnifyClause(cl, c("q", c1, m.NewVar()), nil) || m.ClauseUnifiable(cl, c("q", c2, r1), nil) {
		t.Error("head unification with references")
	}

	// Writing: SWI-Prolog's form, whatever the options, with no space
	// before a reference even after a symbol character.
	ref := regexp.MustCompile(`<clause>\(0x[0-9a-f]+\)`)
	for _, opts := range []WriteOptions{{}, {Quoted: true}, {Quoted: true, IgnoreOps: true}} {
		if s := Format(c1, opts); !ref.MatchString(s) || ref.FindString(s) != s {
			t.Errorf("%+v: %s", opts, s)
		}
	}
	if s := Format(c("=", Intern("a"), c1), WriteOptions{Quoted: true}); !regexp.MustCompile(`^a=<clause>\(0x[0-9a-f]+\)$`).MatchString(s) {
		t.Errorf("a=Ref written %s", s)
	}
	if s := Format(r1, WriteOptions{}); !regexp.MustCompile(`^<record>\(0x[0-9a-f]+\)$`).MatchString(s) {
		t.Errorf("record written %s", s)
	}
	if Format(c1, WriteOptions{}) == Format(c2, WriteOptions{}) {
		t.Error("two clauses written alike")
	}
	if c1.String() != Format(c1, WriteOptions{}) {
		t.Errorf("String %s, Format %s", c1.String(), Format(c1, WriteOptions{}))
	}

	// Copying keeps a reference as it is.
	cp := m.CopyTerm(c("f", c1, r1, m.NewVar())).(*Compound)
	if cp.Args[0] != Term(c1) || cp.Args[1] != Term(r1) {
		t.Errorf("copy %v", cp)
	}
}
