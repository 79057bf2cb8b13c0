% args: -q -g main -t halt {}
% absolute_file_name/3 of Alias(Path) looks in the directories that the
% program's file_search_path/2 clauses give the alias, an alias of an
% alias too, with the options' extensions and conditions; a file it does
% not find is an existence error, or a failure with file_errors(fail).
:- multifile user:file_search_path/2.
user:file_search_path(afn, afnlib).
user:file_search_path(afnsub, afn(sub)).
show(Spec, Opts) :-
    catch(( absolute_file_name(Spec, F, Opts) -> file_base_name(F, B), R = found(B) ; R = failed ),
          error(E, _), R = E),
    print(Spec-R), nl.
main :-
    show(afn(tools), [file_type(prolog), access(read)]),
    show(afn(tools), [extensions([pl])]),
    show(afn('tools.pl'), []),
    show(afnsub(deep), [file_type(prolog)]),
    show(afn(nothere), [file_type(prolog)]),
    show(afn(nothere), [file_type(prolog), access(read)]),
    show(afn(nothere), [access(read), file_errors(fail)]),
    show(afn(nothere), [file_type(prolog), file_errors(fail)]),
    show(unknown_alias(x), [file_type(prolog)]),
    show(afn(sub), [file_type(directory)]).
