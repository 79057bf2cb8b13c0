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
