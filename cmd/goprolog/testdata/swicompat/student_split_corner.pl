% args: -q -g main -t halt {}
t(G) :- ( catch(G, E, (print_message(error, E), fail)) -> print(G) ; write(failed(G)) ), nl.
main :-
    t(split_string("a b  c", " ", "", _)),
    t(split_string("/a/b/", "/", "", _)),
    t(split_string("  x  ", " ", " ", _)),
    t(split_string("a-b_c", "-_", "", _)),
    t(split_string('atom,text', ",", "", _)),
    t(split_string("abc", "", "ac", _)),
    t(split_string("", ",", "", _)),
    t(split_string(123, "2", "", _)),
    t(split_string(X, ",", "", [a])).
