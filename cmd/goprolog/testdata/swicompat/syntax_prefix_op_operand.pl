% args: -q -g main -t halt {}
% An unquoted prefix operator read as an atom before an infix operator
% has its operator priority: "\+ = a" and "X = dynamic, b" are syntax
% errors, "- = a" and "'\\+' = a" are not; before a bar that ends no list
% it is an error.
p(X) :- X = dynamic, true.
p(X) :- X = (dynamic), true.
p(X) :- X = \+ , true.
p(X) :- X = - | true.
t(S) :- catch((term_string(T, S), write_canonical(T)), E, print_message(error, E)), nl.
main :-
    forall(p(X), (writeq(X), nl)),
    maplist(t, ["\\+ = a", "a = \\+", "\\+ == a", "f(\\+, a)", "[\\+ | a]", "\\+ -> a",
        "\\+ , a", "- = a", "- - = a", "\\+ - = a", "- ^ a", "- ** a", "a ^ -",
        "?- = a", ":- = a", "?- , a", "\\+ ; a", "'dynamic' = a", "'\\\\+' = a",
        "+ * a", "- mod a", "\\+ | a", "dynamic | a", "{\\+ , a}", "{dynamic , a}",
        "f((dynamic , a))", "f(dynamic, a)", "[dynamic, a]", "dynamic =.. a",
        "(dynamic) = a", "- - ^ a", "\\+ is a", "a :- dynamic , b", "- | a",
        "f(- | a)", "[- | a]", "(- | a)", "* | a", "- * - = a", "X = - -> a ; b",
        "X = discontiguous -> a ; b", "\\+ \\+ = a", "- (^) a"]).
