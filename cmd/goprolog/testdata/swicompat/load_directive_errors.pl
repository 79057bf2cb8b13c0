% args: -q -g main -t halt {}
foo(X) :- bar(X).
foo(X, Y) :- X = Y.
:- foo(1).
:- fail.
:- throw(my_error).
:- atom_length(X, Y).
:- initialization(writeln(init_done)).
:- nosuch_directive.
bar(1).
baz :- 
    X = 1,
    Y = 2.
'hello world'(1).
:- dynamic(q/1).
q(1).
:- writeln(end_of_file_reached).
main :- 'hello world'(X), writeln(X), forall(q(Y), writeln(Y)).
