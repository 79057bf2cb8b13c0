package builtins_test

import (
	"strings"
	"testing"
)

// predPropProgram asks predicate_property/2 about each atom property of
// predicates of every kind twice: directly, which goprolog answers
// without building the property list, and by enumerating the properties.
// It prints each predicate's direct answers, and any disagreement.
const predPropProgram = `
:- dynamic dyn/1.
:- discontiguous disc/1.
:- table tbl/1.
stat(1).
disc(1).
tbl(1).

props([defined, visible, built_in, system, static, dynamic, foreign,
       interpreted, iso, discontiguous, tabled]).

check(H) :-
    props(Ps),
    findall(A, (member(A, Ps), predicate_property(H, A)), Direct),
    findall(A, (member(A, Ps), predicate_property(H, P), P == A), Listed),
    functor(H, N, Ar),
    (   Direct == Listed
    ->  format("~q: ~q~n", [N/Ar, Direct])
    ;   format("~q: direct ~q, listed ~q~n", [N/Ar, Direct, Listed])
    ).

run :-
    forall(member(H, [atom_length(_,_), format(_,_), is_list(_), stat(_),
                      dyn(_), disc(_), tbl(_), undefined_here(_)]),
           check(H)).

% Library predicates say built_in in goprolog, as append/3 did in the
% SWI-Prolog of 2001 (see the README): checked for agreement only.
run_library :-
    forall(member(H, [append(_,_,_), member(_,_), maplist(_,_)]), check(H)).
`

// TestPredicatePropertyAtoms compares the direct answers with the
// enumerated ones, and both with swipl's.
func TestPredicatePropertyAtoms(t *testing.T) {
	lib := runOurs(t, "predprop.pl", predPropProgram, "run_library")
	if strings.Count(lib, "\n") != 3 || strings.Contains(lib, "direct") {
		t.Errorf("library predicates:\n%s", lib)
	}
	swi, ours := runInBoth(t, "predprop.pl", predPropProgram, "run")
	if ours != swi {
		t.Errorf("goprolog:\n%s\nswipl:\n%s", ours, swi)
	}
}
