% pwd/0, cd/1 and ls/0,1: directory listings in columns, patterns, and
% the warnings for names that match nothing.
main :-
    ls(data),
    ls('data/sub'),
    ls('data/*.txt'),
    ls('data/terms.pl'),
    ( ls(nosuch) -> true ; writeln(failed) ),
    ( ls('data/*.zz') -> true ; writeln(failed) ),
    cd(data),
    pwd,
    ls,
    cd(sub),
    ls('inner.txt'),
    cd('../..'),
    ( cd(nosuch) -> true ; writeln(failed) ).
