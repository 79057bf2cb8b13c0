% args: -q -g main -t halt {}
% What consult/1, load_files/2, ensure_loaded/1 and use_module/1 make of
% specifications that name no file: consult/1 takes a number's and a
% string's text for the name; a compound that is no alias does not exist;
% the goal [X] of one element consults X and raises its error, a list of
% more prints each element's; a list that ends in no [] is a type error.
t(G) :- catch((G, R = true), E, R = caught(E)), print(G-R), nl.
main :-
    t(consult(2)),
    t(consult([2])),
    t(consult(1.5)),
    t(consult("no_such_file_1")),
    t(consult(["no_such_file_2"])),
    t(consult(f(x))),
    t(consult([f(x)])),
    t([2]),
    t([no_such_file_3]),
    t([no_such_file_4, no_such_file_5]),
    t(load_files([2], [])),
    t(load_files("no_such_file_6", [])),
    t(ensure_loaded(2)),
    t(ensure_loaded(f(x))),
    t(ensure_loaded("no_such_file_7")),
    t(use_module(2)),
    t(use_module(f(x))),
    t([b|b]),
    t(consult([a, b|c])),
    t(load_files([b|b], [])),
    t(ensure_loaded([b|b])),
    t(ensure_loaded([a|_])),
    X = [a|X],
    t(consult(X)).
