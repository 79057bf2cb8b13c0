% module_property/2: a module file's line_count/1 is the line of its
% module/2; exported_operators/1 lists the operators of the export list
% (reexport/1 passes them on), [] for a module that has none, user and
% system; user and system export nothing.
:- use_module(passer).
:- use_module(plain).

main :-
    assertz(dyn:fact(1)),
    forall(member(M, [ops, passer, plain, dyn, user, system]),
           ( findall(P, ( module_property(M, P),
                          \+ memberchk(P, [size(_), program_size(_), last_modified_generation(_)]),
                          \+ P = exports([_, _|_]) ), L),
             writeln(M-L) )),
    module_property(passer, exports(E)), msort(E, SE), writeln(SE).
