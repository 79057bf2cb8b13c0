% args: -q -g main -t halt {}
% current_predicate(Module:Name/Arity) in a program's module: its own
% predicates and the library predicates it has called (which swipl's
% autoloader imported into it) or imported with use_module/2, not the
% library predicates it has not; the exports of a loaded library under
% the library's module; nothing under a module that does not exist.
:- use_module(cp_library_imports_m).
:- use_module(cp_library_imports_n).
yn(G) :- ( G -> writeln(yes) ; writeln(no) ).
main :-
    q(_),
    r([a]),
    s,
    findall(N/A, current_predicate(cp_library_imports_m:N/A), L),
    msort(L, SL), print(SL), nl,
    findall(N/A, current_predicate(cp_library_imports_n:N/A), L2),
    msort(L2, SL2), print(SL2), nl,
    yn(current_predicate(cp_library_imports_m:last/2)),
    yn(current_predicate(cp_library_imports_m:member/2)),
    yn(current_predicate(cp_library_imports_m:writeln/1)),
    yn(current_predicate(cp_library_imports_m:q/1)),
    yn(current_predicate(cp_library_imports_n:member/2)),
    yn(current_predicate(cp_library_imports_n:last/2)),
    yn(current_predicate(lists:last/2)),
    yn(current_predicate(nosuch_module:foo/1)),
    yn(current_predicate(nosuch_module:_)),
    yn(current_predicate(nosuch_module:foo/_)).
