/*  pwd/0, cd/0,1 and ls/0,1 of SWI-Prolog 9's library(shell), on the
    interpreter's working directory (working_directory/2).

    Written for goprolog from SWI-Prolog's documentation and observed
    behaviour: the messages are SWI-Prolog's, and ls/0,1 lays out the
    names in columns, down then across, as ls(1) does, for a line of 80
    characters (SWI-Prolog's width when user_error is not a terminal).
    A sandboxed interpreter has no working directory to show or change:
    there these predicates raise permission_error, as working_directory/2
    does.
*/

pwd :-
    working_directory(Dir, Dir),
    print_message(information, format('~w', [Dir])).

cd :-
    cd(~).

cd(Dir) :-
    '$shell_file'(Dir, File),
    working_directory(_, File).

ls :-
    ls('.').

ls(Spec) :-
    '$shell_files'(Spec, Files),
    (   Files = [Dir],
        exists_directory(Dir)
    ->  directory_files(Dir, Entries),
        msort(Entries, Sorted),
        findall(Name,
                ( member(Entry, Sorted),
                  \+ sub_atom(Entry, 0, _, _, '.'),
                  atomic_list_concat([Dir, /, Entry], Path),
                  '$shell_tag'(Path, Entry, Name)
                ),
                Names)
    ;   findall(Name, (member(F, Files), '$shell_tag'(F, F, Name)), Names)
    ),
    '$shell_table'(Names).

'$shell_tag'(Path, Name, Tagged) :-
    (   exists_directory(Path)
    ->  atom_concat(Name, /, Tagged)
    ;   Tagged = Name
    ).

'$shell_file'(Spec, File) :-
    '$shell_files'(Spec, Files),
    (   Files = [File]
    ->  true
    ;   print_message(warning, format('Ambiguous: ~w', [Spec])),
        fail
    ).

%   '$shell_files'(+Spec, -Files): the files a name or a wildcard
%   pattern (expand_file_name/2) stands for; a name that does not exist
%   and a pattern that matches nothing print SWI-Prolog's warnings and
%   fail.

'$shell_files'(Spec, Files) :-
    must_be(atomic, Spec),
    atom_string(Name, Spec),
    expand_file_name(Name, Files0),
    (   Files0 == [Name],
        \+ access_file(Name, exist)
    ->  print_message(warning, format('"~w" does not exist', [Name])),
        fail
    ;   Files0 == []
    ->  print_message(warning, format('No match: ~w', [Spec])),
        fail
    ;   Files = Files0
    ).

%   '$shell_table'(+Names): Names in Cols columns of ColWidth characters
%   and Rows rows, the columns filled one after the other; every entry
%   but a row's last is padded to its column's width.

'$shell_table'(Names) :-
    length(Names, N),
    foldl('$shell_longest', Names, 0, Longest),
    Cols is max(1, 80 // (Longest + 3)),
    Rows is integer(N / Cols + 0.49999),
    ColWidth is 80 // Cols,
    Table =.. [a|Names],
    RowMax is Rows - 1,
    forall(between(0, RowMax, Row),
           ( '$shell_row'(Row, 0, Cols, Rows, ColWidth, Table, Codes),
             atom_codes(Line, Codes),
             print_message(information, format('~w', [Line]))
           )).

'$shell_longest'(Name, Max0, Max) :-
    atom_length(Name, L),
    Max is max(L, Max0).

'$shell_row'(_, Col, Cols, _, _, _, []) :-
    Col >= Cols,
    !.
'$shell_row'(Row, Col, Cols, Rows, ColWidth, Table, Codes) :-
    Index is Row + Col * Rows + 1,
    (   arg(Index, Table, Name)
    ->  atom_codes(Name, NameCodes),
        (   Col =:= Cols - 1
        ->  Entry = NameCodes
        ;   length(NameCodes, L),
            Pad is max(0, ColWidth - L),
            length(Spaces, Pad),
            maplist(=(0' ), Spaces),
            append(NameCodes, Spaces, Entry)
        )
    ;   Entry = []
    ),
    append(Entry, Rest, Codes),
    Col1 is Col + 1,
    '$shell_row'(Row, Col1, Cols, Rows, ColWidth, Table, Rest).
