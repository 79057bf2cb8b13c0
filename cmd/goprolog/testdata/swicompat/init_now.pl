% args: -q -g main -t halt {}
% initialization(Goal, now) runs where the directive is, with the load's header on its messages.
:- initialization(fail, now).
:- initialization(throw(x), now).
:- initialization(atom_length(_,_), now).
:- writeln(end).
:- initialization(writeln(a)).
:- initialization(writeln(b), now).
:- writeln(c).
main :- writeln(main).
