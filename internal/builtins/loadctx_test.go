package builtins_test

import (
	"os"
	"path/filepath"
	"testing"
)

// loadContextFiles are loaded by loadContextDriver while the goals of
// TestLoadContextDifferential are read: their directives note what
// prolog_load_context/2, source_location/2 and absolute_file_name/3 say
// during a load, a nested load and the initialization/1 goals run after
// it.
var loadContextFiles = map[string]string{
	"sub/ctx.pl": `:- os_note(first).
:- consult(ctx2).
:- initialization(os_note(init)).
foo.

:- os_note(after_clause).
:- absolute_file_name(x, A, [access(read)]), os_rel(A, R), assertz(os_noted(abs, R, none)).
:- findall(A, absolute_file_name(y, A, [extensions([pl, '']), solutions(all)]), As),
   maplist(os_rel, As, R), assertz(os_noted(abs_all, R, none)).
:- absolute_file_name(x, A), os_yes(os_rel(A, dir(_)), R), assertz(os_noted(abs2, R, none)).
`,
	"sub/ctx2.pl": `:- os_note(nested).
`,
}

const loadContextDriver = `
:- dynamic os_noted/3.
os_note(Tag) :-
	findall(K-V, ( prolog_load_context(K, V0), \+ memberchk(K, [stream, variable_names, term]), os_val(K, V0, V) ), KVs),
	( source_location(F, L) -> os_val(file, F, F1), Loc = F1:L ; Loc = none ),
	assertz(os_noted(Tag, KVs, Loc)).
% The driver's own file is somewhere else in each system.
os_val(term_position, '$stream_position'(_, L, _, _), line(L)) :- !.
os_val(K, P, V) :- memberchk(K, [file, source, directory]), !, os_rel(P, V0), ( V0 = dir(_) -> V = V0 ; V = elsewhere ).
os_val(_, V, V).
:- os_dir(D), atom_concat(D, '/sub/ctx.pl', F), consult(F).
`

var loadContextGoals = []string{
	`os_noted(first, KVs, L), R = KVs-L`,
	`os_noted(nested, KVs, L), R = KVs-L`,
	`os_noted(after_clause, KVs, L), R = KVs-L`,
	`os_noted(init, KVs, L), R = KVs-L`,
	`os_noted(abs, R, _)`,
	`os_noted(abs_all, R, _)`,
	`os_noted(abs2, R, _)`,
	`findall(K-V, ( prolog_load_context(K, V), K \== variable_names ), R)`,
	`os_yes(source_location(_, _), R)`,
	`os_yes(prolog_load_context(file, _), R)`,
	`os_yes(prolog_load_context(foo, _), R)`,
	`os_yes(prolog_load_context(f(x), _), R)`,
	`os_yes(prolog_load_context(1, _), R)`,
	`os_yes(prolog_load_context(module, foo), R)`,
	`os_det(prolog_load_context(module, _), R)`,
}

// TestLoadContextDifferential compares prolog_load_context/2,
// source_location/2 and absolute_file_name/3 during and after a load with
// SWI-Prolog.
func TestLoadContextDifferential(t *testing.T) {
	dir := osFixture(t)
	for name, text := range loadContextFiles {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	compareGoals(t, "ctx.pl", osDriverFor(dir)+loadContextDriver, "os_goal(%d, (%s), R).\n", loadContextGoals, "os_run_all")
}
