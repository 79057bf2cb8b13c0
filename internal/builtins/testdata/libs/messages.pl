% The messages of uncaught errors of the library predicates, in
% SWI-Prolog's words.
:- use_module(library(option)).
:- use_module(library(dcg/basics)).
e(option(a(_), foo)).
e(select_option(_, [a(1)], _)).
e(format_time(atom(_), '%Q', 0)).
e(format_time(atom(_), '%', 0)).
e(format_time(atom(_), '%Y', foo)).
e(format_time(_, '%Y', 0)).
e(stamp_date_time(0, _, foo)).
e(date_time_stamp(date(x,1,1,0,0,0,0,-,-), _)).
e(read_file_to_terms(nofile, _, [])).
e(read_file_to_string(_, _, [])).
e(prompt(_, 12)).
e(phrase(number(foo), `1`)).
e(phrase(integer(foo), _)).
e(expand_file_name('$NO_SUCH_VARIABLE_HERE/y', _)).
main :- forall(e(G), catch(G, E, print_message(error, E))).
