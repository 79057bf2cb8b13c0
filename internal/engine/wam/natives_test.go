package wam

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/goprolog/goprolog/internal/builtins"
	"github.com/goprolog/goprolog/internal/engine"
	"github.com/goprolog/goprolog/internal/parser"
)

// heapNativeNames are the built-ins the core decides on the heap.
func heapNativeNames() []string {
	var out []string
	for _, n := range natives {
		if n.heap != nil {
			out = append(out, n.fn.name.Name)
		}
	}
	return out
}

// TestHeapNatives runs goals whose predicates call the heap natives on
// the core (through the bridge) and on the engine's solver alone: the
// answers, errors and inference counts are the same, the predicates run
// on the core, and the core never copies the arguments of a heap native
// out to the engine's built-in.
func TestHeapNatives(t *testing.T) {
	core, b, plain := coreAndEngine(t, "natives.pl")
	// A first call makes the core of the consulted program, whose
	// Foreign is then watched.
	allAnswers(t, core, "vars(f(R), _)")
	var copied []string
	m := b.core()
	inner := m.Foreign
	m.Foreign = func(p *engine.Pred, args []engine.Term) (bool, error) {
		copied = append(copied, p.Name.Name)
		return inner(p, args)
	}
	innerRedo := m.ForeignRedo
	m.ForeignRedo = func(h engine.ForeignHost, p *engine.Pred, args []engine.Term) (bool, EngineQuery, error) {
		copied = append(copied, p.Name.Name)
		return innerRedo(h, p, args)
	}
	for _, tc := range []struct {
		goal, pred string
		// whole: the goal calls no foreign built-in at all.
		whole bool
	}{
		{"vars(f(X, g(Y, X), _), R)", "vars", false},
		{`codes_of("héllo", R)`, "codes_of", true},
		{`splits("abc", R)`, "splits", true},
		{"ops_of(-, R)", "ops_of", true},
		{"groups(R)", "groups", true},
		{"flat([A, B, A, f(C)], R)", "flat", false},
		{"chk(b, [a, b, c]), R = yes", "chk", false},
		{"chk(f(R), [a, f(1), f(2)])", "chk", false},
		{"L = [a|_], chk(x, L), R = L", "chk", false},
		{"chk(z, [a]), R = yes", "chk", false},
		{"fun(f(a, b), N, A), R = N/A", "fun", false},
		{"fun(R, foo, 3)", "fun", false},
		{"fun(R, '[|]', 2)", "fun", false},
		{"argn(N, f(a, b, c), A), R = N-A", "argn", false},
		{"argn(2, f(a, b, c), R)", "argn", false},
		{"args_after(f(a, b, c, d), 2, R)", "args_after", false},
		{"first_arg_over(f(1, 5, 9), 3, R)", "first_arg_over", false},
		{"copy(f(X, Y, X), R)", "copy", false},
		{"codes(abc, R)", "codes", false},
		{"codes(R, \"xy\")", "codes", false},
		{"chars(R, [a, b])", "chars", false},
		{"code(R, 0'a)", "code", false},
		{"len(\"abc\", R)", "len", false},
		{"num(R, \" 42\")", "num", false},
		{"anum('1.5', R)", "anum", false},
		{"cat(A, B, abc), R = A+B", "cat", false},
		{"cat(a, b, R)", "cat", false},
		{"split_long(abcd, R)", "split_long", false},
		{"sub(abc, B, L, A, S), R = B-L-A-S", "sub", false},
		{"subs_of(abcd, 2, R)", "subs_of", false},
		{"sub(abcab, B, _, _, ab), R = B", "sub", false},
		{"between(1, 6, K), caught(K, R)", "caught", false},
		{"join([a, b, 1], R)", "join", false},
		{"split(R, -, 'a-b')", "split", false},
		{"split([a, b], -, R)", "split", false},
		{"length(L, 300000), vars(L, Vs), length(Vs, R)", "vars", false},
		{"numlist(1, 300000, L), copy(L, C), length(C, R)", "copy", false},
		// =.. builds a term of any arity on the core, a cyclic list
		// going to the engine's error.
		{"length(L, 200000), univ(T, [f|L]), functor(T, _, R)", "univ", true},
		{"L = [a|L], catch(univ(_, [f|L]), error(E, _), true), R = E", "univ", false},
		{"L = [a, b|L], catch(univ(_, [f, x|L]), error(E, _), true), R = E", "univ", false},
		{"occ(X, f(X)), R = yes", "occ", true},
		{"occ(f(A, B), f(B, g(A))), R = yes", "occ", true},
		{"occ(f(P, Q, P), f(g(Q), h(S), g(h(1)))), R = P-Q-S", "occ", true},
		{"occ(f(X, X), f(Y, a)), R = X-Y", "occ", true},
		{"occ([a, B|T], [a, b, c]), R = B-T", "occ", true},
		{"C = f(C), occ(C, C), R = yes", "occ", true},
		{"C = f(C, V), occ(V, C), R = yes", "occ", true},
		{"C = f(C), occ(V, C), R = yes", "occ", true},
		{"C = f(C), occ(C, f(Z)), R = yes", "occ", true},
		{"length(L, 100000), occ(W, [W|L]), R = yes", "occ", true},
		{"length(L, 100000), occ(W, [a|L]), length(W, R)", "occ", true},
		// Past a million elements, the list length/2 makes is the core's
		// still, once the memory limit allows it.
		{"length(L, 1500000), occ(W, [a|L]), length(W, R)", "occ", true},
		{"freeze(F, true), occ(F, g(F)), R = yes", "occ", true},
		{"freeze(F, R = woke), occ(F, g(1))", "occ", true},
	} {
		t.Run(tc.goal, func(t *testing.T) {
			copied = copied[:0]
			got, gotInf := allAnswers(t, core, tc.goal)
			if b.core() != m {
				t.Fatalf("the bridge made a new core during the goal")
			}
			sameAsEngine(t, got, gotInf, plain, tc.goal)
			// The predicate runs on the core when the bridge found it in
			// the core's language: called by the engine (a fast path of
			// the bridge's) or from a conjunction the core runs whole.
			p := core.Lookup(engine.Intern(tc.pred), predArity(core, tc.pred))
			if !b.status[p] {
				t.Errorf("%s does not run on the core", tc.pred)
			}
			if tc.whole && len(copied) > 0 {
				t.Errorf("the core copied the arguments of %v out to the engine", copied)
			}
			for _, name := range copied {
				if slices.Contains(heapNativeNames(), name) {
					t.Errorf("the core copied the arguments of %s out to the engine", name)
				}
			}
		})
	}
}

// TestHeapNativesRedoAcrossGC runs the redos of sub_atom/5 and arg/3
// after collections: each answer is followed by more garbage than a
// collection waits for, while the native's redo choicepoint holds its
// arguments and state. The answers and counts are the engine's.
func TestHeapNativesRedoAcrossGC(t *testing.T) {
	src, err := os.ReadFile(filepath.Join("testdata", "natives.pl"))
	if err != nil {
		t.Fatal(err)
	}
	plain := plainEngine(t, string(src))
	for _, goal := range []string{
		"length(Cs, 6), maplist(=(0'x), Cs), atom_codes(A, Cs), gc_subs(A, R)",
		"numlist(1, 6, L), T =.. [f|L], gc_args(T, R)",
	} {
		t.Run(goal, func(t *testing.T) {
			core, b := bridged(t, string(src))
			allAnswers(t, core, "vars(f(R), _)")
			m := b.core()
			got, gotInf := allAnswers(t, core, goal)
			want, wantInf := allAnswers(t, plain, goal)
			if !slices.Equal(got, want) || gotInf != wantInf {
				t.Errorf("core %q (%d inferences), engine %q (%d)", got, gotInf, want, wantInf)
			}
			if b.core() != m || m.gcRuns == 0 {
				t.Errorf("no collection ran on the core during the goal")
			}
		})
	}
}

// predArity returns the arity of the predicate of natives.pl named name.
func predArity(em *engine.Machine, name string) int {
	for n := 0; n <= 5; n++ {
		if p := em.Lookup(engine.Intern(name), n); p != nil && p.NumberOfClauses() > 0 {
			return n
		}
	}
	return -1
}

// coreAndEngine consults testdata/name twice, into an engine machine
// bridged to the core and into one whose solver runs alone, for a test
// to compare their answers and inference counts.
func coreAndEngine(t *testing.T, name string) (*engine.Machine, *Bridge, *engine.Machine) {
	t.Helper()
	src, err := os.ReadFile(filepath.Join("testdata", name))
	if err != nil {
		t.Fatal(err)
	}
	core, b := bridged(t, string(src))
	return core, b, plainEngine(t, string(src))
}

// plainEngine returns an engine machine with the built-ins and src
// consulted, and no core.
func plainEngine(t *testing.T, src string) *engine.Machine {
	t.Helper()
	em := engine.NewMachine()
	if err := builtins.Install(em); err != nil {
		t.Fatal(err)
	}
	file := filepath.Join(t.TempDir(), "prog.pl")
	if err := os.WriteFile(file, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := builtins.Consult(em, engine.Intern(file)); err != nil {
		t.Fatal(err)
	}
	return em
}

// sameAsEngine checks that got and gotInf, the answers of goal on the
// core and the inferences it ran there (see allAnswers), are what they
// are on plain, the engine's solver alone.
func sameAsEngine(t *testing.T, got []string, gotInf int64, plain *engine.Machine, goal string) {
	t.Helper()
	want, wantInf := allAnswers(t, plain, goal)
	if !slices.Equal(normalize(got), normalize(want)) {
		t.Errorf("core:\n%q\nengine:\n%q", got, want)
	}
	if gotInf != wantInf {
		t.Errorf("inferences: core %d, engine %d", gotInf, wantInf)
	}
}

// allAnswers runs goal on em to its last solution and returns the value
// of R in each (or the error that ended it), and the inferences run.
func allAnswers(t *testing.T, em *engine.Machine, goal string) ([]string, int64) {
	t.Helper()
	r, err := parser.ReadTermFromString(em, goal+" .")
	if err != nil {
		t.Fatal(err)
	}
	var rv *engine.Var
	for _, v := range r.Vars {
		if v.Name == "R" {
			rv = v.Var
		}
	}
	inf0 := em.Inferences
	q := em.Solve(r.Term)
	defer q.Close()
	var out []string
	for {
		ok, err := q.Next()
		if err != nil {
			out = append(out, "error: "+strings.TrimPrefix(err.Error(), "Unhandled exception: "))
			break
		}
		if !ok {
			break
		}
		out = append(out, engine.Format(rv, engine.WriteOptions{Quoted: true}))
	}
	return out, em.Inferences - inf0
}

// TestVariantOnTheHeap: the heap's variant check, which bagof/3's
// grouping uses, agrees with engine.Variant on each pair, variables
// shared between the two sides and cyclic terms included.
func TestVariantOnTheHeap(t *testing.T) {
	em := engine.NewMachine()
	for _, pair := range []string{
		"p(f(X, Y), f(A, B))",
		"p(f(X, X), f(A, B))",
		"p(f(X, Y), f(A, A))",
		"p(g(X, h(Y), X), g(A, h(B), A))",
		"p(f(X, Y), f(Y, X))",
		"p(f(X, a), f(X, a))",
		"p(f(X, Y), f(X, X))",
		"p([1.5, 12345678901234567890, \"s\"], [1.5, 12345678901234567890, \"s\"])",
		"p([1.5], [2.5])",
		"p(f(X, a), f(A, b))",
		"p(f(_, _), f(_))",
		"p([X|T], [A|B])",
		"p([X|T], [A|A])",
	} {
		t.Run(pair, func(t *testing.T) {
			r, err := parser.ReadTermFromString(em, pair+" .")
			if err != nil {
				t.Fatal(err)
			}
			args := r.Term.(*engine.Compound).Args
			want := engine.Variant(args[0], args[1])
			m := New()
			vars := map[*engine.Var]cell{}
			a, err := m.putTerm(args[0], vars)
			if err != nil {
				t.Fatal(err)
			}
			b, err := m.putTerm(args[1], vars)
			if err != nil {
				t.Fatal(err)
			}
			if got := m.variant(a, b); got != want {
				t.Errorf("variant = %v, engine.Variant = %v", got, want)
			}
		})
	}
}

// TestVariantOfCyclicTerms: the heap's variant check ends on cyclic
// terms, and tells the rational trees apart as engine.Variant does:
// X = f(X) and Y = f(f(Y)) are variants, X = f(X, a) and Y = f(Y, b)
// are not, nor [V|X] and [W|Y] with the variables repeated differently.
func TestVariantOfCyclicTerms(t *testing.T) {
	m, g := newGCMachine(1 << 10)
	// loop makes a term of depth nodes of name/arity, the last one's
	// first argument the first node, its others rest.
	loop := func(name string, depth int, rest ...cell) cell {
		f := mkFun(m.functorIndex(functor{engine.Intern(name), 1 + len(rest)}))
		first := m.h
		for k := 0; k < depth; k++ {
			g.push(f)
			next := first
			if k < depth-1 {
				next = m.h + 1 + len(rest)
			}
			g.push(mkStr(next))
			for _, r := range rest {
				g.push(r)
			}
		}
		return mkStr(first)
	}
	// cyclicList makes X = [V|X] for a fresh V.
	cyclicList := func() cell {
		i := m.h
		g.v()
		g.push(mkList(i))
		return mkList(i)
	}
	a, b := g.atom("a"), g.atom("b")
	for _, tc := range []struct {
		name string
		x, y cell
		want bool
	}{
		{"f(X) and f(Y)", loop("f", 1), loop("f", 1), true},
		{"f(X) and f(f(Y))", loop("f", 1), loop("f", 2), true},
		{"f(X, a) and f(Y, b)", loop("f", 1, a), loop("f", 1, b), false},
		{"f(X, a) and f(f(Y, a), a)", loop("f", 1, a), loop("f", 2, a), true},
		{"[V|X] and [W|Y]", cyclicList(), cyclicList(), true},
	} {
		if got := m.variant(tc.x, tc.y); got != tc.want {
			t.Errorf("%s: variant = %v, want %v", tc.name, got, tc.want)
		}
	}
}

// TestSimpleTypeOnTheHeap: must_be/2's and is_of_type/2's tests of the
// types named by an atom ('$simple_type'/2) answer as SWI-Prolog's
// has_type/2 (the answers are swipl 9's), and a list's test walks it on
// the heap: must_be(list, L) on a 200-element list a hundred times
// copies no list out of the core (20,000 slots when the engine's
// built-in decides it).
func TestSimpleTypeOnTheHeap(t *testing.T) {
	const program = `
tys([any,var,nonvar,integer,rational,number,nonneg,positive_integer,negative_integer,atom,symbol,callable,compound,atomic,constant,boolean,list,proper_list,list_or_partial_list]).
of(X, Ts) :- tys(All), findall(T, (member(T, All), is_of_type(T, X)), Ts).
chk(done) :- numlist(1, 200, L), between(1, 100, _), must_be(list, L), must_be(positive_integer, 7), fail.
chk(done).
`
	em, b := bridged(t, program)
	for _, tc := range []struct{ term, want string }{
		{"3", "[any,nonvar,integer,rational,number,nonneg,positive_integer,atomic,constant]"},
		{"-2", "[any,nonvar,integer,rational,number,negative_integer,atomic,constant]"},
		{"0", "[any,nonvar,integer,rational,number,nonneg,atomic,constant]"},
		{"2.5", "[any,nonvar,number,atomic,constant]"},
		{"foo", "[any,nonvar,atom,symbol,callable,atomic,constant]"},
		{"[]", "[any,nonvar,atomic,constant,list,proper_list,list_or_partial_list]"},
		{"true", "[any,nonvar,atom,symbol,callable,atomic,constant,boolean]"},
		{"f(x)", "[any,nonvar,callable,compound]"},
		{"[1,2]", "[any,nonvar,callable,compound,list,proper_list,list_or_partial_list]"},
		{"[a|_]", "[any,nonvar,callable,compound,list_or_partial_list]"},
		{"_", "[any,var,list_or_partial_list]"},
		{`"str"`, "[any,nonvar,atomic,constant]"},
		{"100000000000000000000", "[any,nonvar,integer,rational,number,nonneg,positive_integer,atomic,constant]"},
		{"-100000000000000000000", "[any,nonvar,integer,rational,number,negative_integer,atomic,constant]"},
		{"[a|b]", "[any,nonvar,callable,compound]"},
	} {
		t.Run(tc.term, func(t *testing.T) {
			if got := once(t, em, "of("+tc.term+", Ts)", "Ts"); got != tc.want {
				t.Errorf("types of %s: %s, want %s", tc.term, got, tc.want)
			}
		})
	}
	t.Run("no copies", func(t *testing.T) {
		once(t, em, "chk(X)", "X")
		before := b.core().converted
		once(t, em, "chk(X)", "X")
		if copied := b.core().converted - before; copied >= 1000 {
			t.Errorf("copied %d argument slots out of the core, want fewer than 1000", copied)
		}
	})
}

// TestNumbervarsOnTheHeap runs numbervars/3 on the core and on the
// engine's solver alone: the same answers and inference counts, and the
// core numbers a list of 3,000 variables without copying it out.
func TestNumbervarsOnTheHeap(t *testing.T) {
	core, b, plain := coreAndEngine(t, "numbervars.pl")
	for _, goal := range []string{
		"shared(R)", "negative(R)", "cyclic(R)", "ground(R)", "given(R)", "given_ok(R)", "undone(R)",
		"again(R)", "bad_start(R)", "unbound_start(R)", "attributed(R)", "deep(R)",
	} {
		t.Run(goal, func(t *testing.T) {
			got, gotInf := allAnswers(t, core, goal)
			sameAsEngine(t, got, gotInf, plain, goal)
		})
	}
	t.Run("no copies", func(t *testing.T) {
		allAnswers(t, core, "deep(R)")
		before := b.core().converted
		allAnswers(t, core, "deep(R)")
		if copied := b.core().converted - before; copied >= 1000 {
			t.Errorf("copied %d argument slots out of the core, want fewer than 1000", copied)
		}
	})
}
