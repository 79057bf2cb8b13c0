:- module(grammar, [greeting//0, op(700, xfx, ===>), (===>)/2, parse/2]).

greeting --> hello, space, name.
hello --> "hello".
space --> " ".
name --> "world".
name --> "prolog".

X ===> Y :- Y = got(X).

parse(Text, ok) :- atom_codes(Text, Cs), phrase(greeting, Cs), !.
parse(_, failed).
