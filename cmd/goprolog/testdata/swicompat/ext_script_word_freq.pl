% args: {} ext_words.txt
% Word frequency script reading a file given on the command line.
:- use_module(library(readutil)).
:- use_module(library(pairs)).
:- initialization(main, main).

main :-
    current_prolog_flag(argv, Args),
    (   Args = [File|_]
    ->  true
    ;   format(user_error, "Usage: main.pl FILE~n", []), halt(1)
    ),
    read_file_to_string(File, Text, []),
    split_string(Text, " \n\t", ".,;:!?\"'()", Parts),
    exclude(==(""), Parts, Words0),
    maplist(string_lower, Words0, Words),
    msort(Words, Sorted),
    clumped_pairs(Sorted, Counts),
    transpose_pairs(Counts, ByCount0),
    sort(1, @>=, ByCount0, ByCount),
    length(Words, NW), format("~d words~n", [NW]),
    forall(( nth1(I, ByCount, C-W), I =< 5 ), format("~w~t~12|~d~n", [W, C])),
    read_file_to_terms('ext_terms_data.pl', Terms, []), length(Terms, NT), format("~d terms~n", [NT]),
    open(File, read, S), read_line_to_string(S, L1), read_line_to_codes(S, L2), close(S),
    writeln(L1), atom_codes(A2, L2), writeln(A2),
    setup_call_cleanup(open(File, read, S2), (read_term(S2, T, []), writeln(T)), close(S2)),
    catch(read_file_to_string('nope.txt', _, []), E, (print_message(error, E))).

clumped_pairs(Sorted, Counts) :- clumped(Sorted, Counts0), maplist([W-N, W-N]>>true, Counts0, Counts).
