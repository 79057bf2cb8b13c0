:- use_module(m).
main :- count_plain(N), writeln(N),
   ( catch(plain_fact(X), E, (print_message(error, E), fail)) -> writeln(X) ; writeln(none) ),
   m:plain_fact(Z), writeln(Z),
   m:plain_rule(R), writeln(R),
   catch(use_module(plain), E2, (print_message(error, E2))), writeln(done).
