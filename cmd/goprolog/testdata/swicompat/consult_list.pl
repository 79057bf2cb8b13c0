% args: -q -g main -t halt {}
% consult/1, ensure_loaded/1 and load_files/2 of a list: an element's
% error is printed and the next element loads; [] loads nothing; a
% partial list is an instantiation error with no context, which the
% call of a partial list as a goal raises too.
t(G) :- catch((G, R = true), E, R = caught(E)), print(G-R), nl.
main :-
    t(consult([no_such_file_1, consult_list_part])),
    t(part_loaded),
    t(ensure_loaded([no_such_file_2, consult_list_part])),
    t(load_files([no_such_file_3], [if(not_loaded)])),
    t(consult([])),
    t(ensure_loaded([])),
    t(consult([_|_])),
    t(consult([a|_])),
    X = [_|_], t(call(X)),
    t(consult(no_such_file_4)).
