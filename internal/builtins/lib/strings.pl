/*  The Prolog part of library(strings), with SWI-Prolog 9 semantics;
    the string built-ins are Go (strings.go).
*/

%   string_lines(?String, ?Lines): Lines are the lines of String, without
%   their newlines; a final newline ends the last line rather than
%   starting an empty one. Made from Lines, String ends in a newline.
string_lines(String, Lines) :-
    (   var(String)
    ->  must_be(list, Lines),
        append(Lines, [""], Lines1),
        atomic_list_concat(Lines1, "\n", Atom),
        atom_string(Atom, String)
    ;   split_string(String, "\n", "", Lines0),
        (   append(Lines1, [""], Lines0)
        ->  Lines = Lines1
        ;   Lines = Lines0
        )
    ).
