% args: -q -g main -t halt {}
:- multifile user:file_search_path/2.
user:file_search_path(mylib, Dir) :- prolog_load_context(directory, D), atom_concat(D, '/searchpath_lib', Dir).
:- use_module(mylib(sub/mathx)).
:- use_module(mylib(strx), [shout/2]).
:- use_module(mylib(strx), [words/2 as split_words]).
:- use_module(mylib(sub/mathx), [nosuch/1]).

main :-
    fact(10, F), writeln(F), fib(50, Fi), writeln(Fi), gcd2(48, 18, G), writeln(G),
    ( 0.1 + 0.2 =~= 0.3 -> writeln(close) ; writeln(far) ),
    X = (a =~= b), writeq(X), nl,
    shout("hey", S), writeln(S), split_words("a b  c", W), writeq(W), nl,
    ( catch(words("x", _), E, (print_message(error, E), fail)) -> true ; true ),
    source_file(mathx:fact(_,_), File), file_base_name(File, Base), writeln(Base),
    module_property(mathx, file(MF)), file_base_name(MF, MB), writeln(MB),
    forall(current_op(P, T, =~=), writeln(op(P, T))).
:- user:file_search_path(library, searchpath_lib) -> true ; assertz(user:file_search_path(library, searchpath_lib)).
:- use_module(library(strx), [words/2]).
:- use_module(mylib(nosuchfile)).
t2 :- words("p q", W), writeq(W), nl,
      forall(member(H, [shout(_,_), strx:words(_,_), append(_,_,_), nosuch]),
             (copy_term(H, HC), numbervars(HC, 0, _), (source_file(H, F) -> file_base_name(F, B), print(HC-B), nl ; print(HC-none), nl))).
:- initialization(t2).
