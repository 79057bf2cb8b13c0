% args: -q -g t -t halt {}
:- multifile f/1.
:- discontiguous g/1.
:- dynamic h/1, k/2.
:- dynamic((m/1, n/1)).
:- dynamic([o/1, q/1]).
:- dynamic user:r/1.
:- dynamic s//1.
:- dynamic u/1 as incremental.
:- dynamic((v/1, w/1) as incremental).
:- public f/1.
:- det(f/1).
:- license(mit).
:- expects_dialect(swi).
:- thread_local tl/1.
:- volatile tl/1.
:- mode(f(+)).
:- encoding(utf8).
:- table fib/2.
:- ensure_loaded(library(lists)).
:- initialization(writeln(init1)).
f(1).
g(1).
f2(1).
g(2).
fib(0, 0).
fib(1, 1).
fib(N, F) :- N > 1, A is N-1, B is N-2, fib(A, FA), fib(B, FB), F is FA+FB.
t :-
    forall(member(G, [h(_), k(_,_), m(_), n(_), o(_), q(_), r(_), s(_,_,_), u(_), v(_), w(_), tl(_), g(_), f(_)]),
           ( findall(G, G, L), writeq(G-L), nl )),
    fib(30, F), writeln(F),
    assertz(tl(1)), tl(X), writeln(X),
    ( predicate_property(f(_), multifile) -> writeln(multifile) ; writeln(not_multifile) ),
    ( predicate_property(g(_), discontiguous) -> writeln(discontiguous) ; true ),
    ( predicate_property(h(_), dynamic) -> writeln(dynamic) ; true ).
