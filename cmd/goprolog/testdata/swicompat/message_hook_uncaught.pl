% args: -q {}
% stdin: main.
% stdin: other.
% stdin: plain.
% An error that no goal catches is printed with the program's
% prolog:message//1 translation, as print_message/2 prints it: at the
% top level without a backtrace, in -g with the goal before it.
:- multifile prolog:message//1.
prolog:message(error(my_error(X), _)) --> ['My error: ~w'-[X], nl, 'second line'].
main :- throw(error(my_error(1), _)).
other :- catch(throw(error(my_error(2), _)), E, print_message(error, E)), throw(error(my_error(3), context(foo/1, _))).
plain :- throw(error(type_error(integer, a), _)).
