package wam

import "testing"

// metaProgram runs the library's findall/3 clause, which the core runs
// with its findall bags, specialized by hand for each goal (as the
// Bridge's Specialize does), and meta-calls of known goals.
var metaProgram = `
upto(I, N, I) :- I < N.
upto(I, N, X) :- I < N, I1 is I+1, upto(I1, N, X).
range(N, N, [N]) :- !.
range(I, N, [I|T]) :- I < N, I1 is I+1, range(I1, N, T).
mem(X, [X|_]).
mem(X, [_|T]) :- mem(X, T).
gen(N, X-R) :- call(upto(0, N, X)), range(1, 20, R).
first(X) :- call((mem(X, [1, 2, 3]), !)).
` + findall("squares(N, L)", "X-Y", "(upto(0, N, X), Y is X*X)", "L") +
	findall("inner(N, X, Ys)", "Y", "(upto(0, N, Y), Y > X)", "Ys") +
	findall("nested(N, L)", "X-Ys", "(upto(0, N, X), inner(N, X, Ys))", "L") +
	findall("churn(N, L)", "X", "gen(N, X)", "L") +
	findall("fresh(L)", "f(X, Y, X, Z)", "mem(Y, [a, b])", "L0), (Z = z, L = L0") +
	findall("tail(L)", "X", "mem(X, [1, 2])", "L, [end]") +
	findall("none(L)", "X", "mem(X, [])", "L") +
	findall("given", "X", "mem(X, [a])", "[b]")

// findall returns the clause Head :- findall(T, G, L) with the library's
// clause for findall/3 (or findall/4, when l is "List, Tail") in place of
// the call.
func findall(head, t, g, l string) string {
	return head + " :- '$findall_bag'(B), ( call(" + g + "), '$findall_add'(B, " + t + ") ; '$findall_collect'(B, " + l + ") ).\n"
}

// TestFindallBags compares the core's findall bags with the engine's,
// the answers and the inference counts, including a bag that fills while
// the heap is collected under it.
func TestFindallBags(t *testing.T) {
	w, em := load(t, metaProgram)
	for _, goal := range []string{
		"squares(5, L)",
		"nested(4, L)",
		"fresh(L)",
		"tail(L)",
		"first(X)",
		"none(L)",
		"given",
		"churn(60000, L), L = [_, X|_], mem(Y, L), Y = 59999-_",
	} {
		t.Run(goal, func(t *testing.T) {
			runs := w.gcRuns
			sameAnswers(t, w, em, goal)
			if goal[:5] == "churn" && w.gcRuns == runs {
				t.Errorf("the heap was not collected while the bag filled")
			}
			if len(w.bags) != 0 {
				t.Errorf("%d bags left open", len(w.bags))
			}
		})
	}
}

// catchProgram raises errors the core makes itself (an existence error, a
// type error in arithmetic) under catch/3, around and inside findall bags.
var catchProgram = `
mem(X, [X|_]).
mem(X, [_|T]) :- mem(X, T).
bad(X) :- Y = foo, X is Y + 1.
caught(E) :- catch(bad(_), error(E, _), true).
passes(E) :- catch(catch(bad(_), other, true), error(E, _), true).
redo(X, E) :- catch((mem(X, [1,2,3]), X > 1, bad(_)), error(E, _), true).
inner_bag(L) :- catch(bag_of_bad(L), error(E, _), L = caught(E)).
` + findall("bag_of_bad(L)", "X", "(mem(X, [1,2]), bad(X))", "L") +
	findall("bag_around(L)", "E", "(mem(X, [1,2]), catch(bad(X), error(E, _), true))", "L")

// TestCatchFrames compares catch/3 on the core with the engine's, and
// checks that a findall that an error interrupts leaves no bag open.
func TestCatchFrames(t *testing.T) {
	w, em := load(t, catchProgram)
	for _, goal := range []string{
		"caught(E)",
		"passes(E)",
		"redo(X, E)",
		"inner_bag(L)",
		"bag_around(L)",
		"catch(bad(_), foo, true)",
	} {
		t.Run(goal, func(t *testing.T) { sameAnswers(t, w, em, goal) })
	}
	// The bag of the findall that bad/1 interrupted is gone once the
	// catch has run its recovery, while the query is still open.
	q, err := w.Query(readGoal(t, em, "inner_bag(L)").Term)
	if err != nil {
		t.Fatal(err)
	}
	if ok, err := q.Next(); !ok || err != nil {
		t.Fatalf("inner_bag(L): %v, %v", ok, err)
	}
	if len(w.bags) != 0 {
		t.Errorf("%d bags open after the recovery", len(w.bags))
	}
	q.Close()
}

// TestFindallBagSpare checks that a findall whose bag takes several
// full-size chunks leaves them in the machine's spare (at most
// bagSpareChunks) while the query runs, that the next findall takes them
// from there with the answers still those of the engine (a reused chunk
// holds the last bag's cells until it is written again), and that the
// query's end lets them go.
func TestFindallBagSpare(t *testing.T) {
	w, em := load(t, metaProgram)
	// churn(N, L) collects N pairs X-R, R a list of 20: about 44 cells
	// each, so 20,000 take some 27 chunks.
	goal := "churn(20000, L), L = [_, X|_], mem(Y, L), Y = 19999-_"
	res := readGoal(t, em, "churn(20000, L)")
	q, err := w.Query(res.Term)
	if err != nil {
		t.Fatal(err)
	}
	if ok, err := q.Next(); !ok || err != nil {
		t.Fatalf("churn: %v %v", ok, err)
	}
	kept := len(w.bagSpare.chunks)
	if kept == 0 || kept > bagSpareChunks {
		t.Errorf("%d chunks kept after the findall, want 1 to %d", kept, bagSpareChunks)
	}
	for _, c := range w.bagSpare.chunks {
		if len(c) != bagChunk || cap(c) != bagChunk {
			t.Errorf("a spare chunk of %d cells (capacity %d), want %d", len(c), cap(c), bagChunk)
		}
	}
	q.Close()
	if n := len(w.bagSpare.chunks); n != 0 {
		t.Errorf("%d chunks kept after the query, want 0", n)
	}
	for _, g := range []string{goal + ", churn(20000, L2), L2 == L", goal + ", nested(4, L3), churn(20000, L4), L4 = [_, Z|_]"} {
		sameAnswers(t, w, em, g)
	}
}
